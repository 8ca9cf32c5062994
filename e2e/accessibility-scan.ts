import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** WCAG 2.1 A and AA, and axe's best practices; a serious or critical finding fails. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now. Soft, so that one run lists every page's findings, each
 * with its rule, impact, element and what to change.
 * Only the violations are collected, and axe runs in the page itself (legacy mode) rather than
 * gathering each frame's results in a new blank page: our pages hold no frame from another
 * origin, and the blank page made a scan of the results page three times as long
 * (docs/decisions/0042).
 */
export async function scan(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
  expect.soft(blocking, `serious or critical accessibility violations on ${name}`).toEqual([]);
}
