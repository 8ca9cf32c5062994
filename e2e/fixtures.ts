import { test as base, expect } from '@playwright/test';

interface BrowserErrors {
  /** Declares an error the journey provokes on purpose, e.g. the 401 of a wrong password. */
  allow(pattern: RegExp): void;
}

/**
 * Playwright's test, failing any test whose page logs a console.error or throws, unless the test
 * allowed that error: a broken page must not pass just because the asserted text appeared.
 */
export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console.error: ${message.text()} at ${message.location().url}`);
      });
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
