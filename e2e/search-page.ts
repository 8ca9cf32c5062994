import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { showAs } from './screenshots.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { english } from './english.js';

/** Locators and checks the search journeys share. */
export const search = {
  tab: (page: Page, name: string) => page.getByRole('tab', { name, exact: true }),
  field: (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true }),
  button: (page: Page, name: string) => page.getByRole('button', { name, exact: true }),
  map: (page: Page) => page.getByRole('region', { name: english(resultsTexts.map.label) }),
  /** Leaflet draws the route as SVG paths in its overlay pane (the base map has a pane of its own). */
  routeLine: (page: Page) => page.locator('.leaflet-overlay-pane svg path'),
  markers: (page: Page) => page.locator('.leaflet-marker-pane .leaflet-marker-icon'),
  list: (page: Page) => page.getByRole('region', { name: english(resultsTexts.listTitle) }).getByRole('listitem'),
  names: (page: Page) => page.getByRole('region', { name: english(resultsTexts.listTitle) }).getByRole('heading', { level: 3 }),
};

/** Types into the focused address field and picks a suggestion with the arrow keys and Enter, as a keyboard user does. */
export async function chooseSuggestion(page: Page, field: Locator, typed: string, wanted: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(typed, { delay: 30 });
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const options = await listbox.getByRole('option').allTextContents();
  const index = options.indexOf(wanted);
  expect(index, `suggestions for "${typed}": ${options.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option/);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(wanted);
  await expect(listbox).toBeHidden();
}

/** Presses Tab (or Shift+Tab, going back) until `target` has the focus, failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/**
 * How far the page scrolls sideways in a window this wide, as the next painted frame shows it: the
 * header folds its links from a matchMedia listener, which runs before that frame is painted.
 */
export async function sidewaysOverflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 780 });
  return page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });
}

/** Nothing may scroll sideways on a 360 px phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysOverflowAt(page, 360), 'horizontal overflow at 360 px').toBeLessThanOrEqual(0);
  await showAs(page, 'desktop');
}

/** Waits until the map has drawn its markers and the list its items: the results are in. */
export async function expectResultsShown(page: Page): Promise<void> {
  await expect(search.list(page).first()).toBeVisible();
  await expect(search.markers(page).nth(2)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: english(resultsTexts.loading) })).toHaveCount(0);
}
