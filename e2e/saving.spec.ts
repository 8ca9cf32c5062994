import type { Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { daycaresButton, routesButton } from './saved-lists.js';
import { expectResultsShown, search } from './search-page.js';
import { screenshotBothSizes } from './screenshots.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { english } from './english.js';

const parent = newParent('Rosa', 'Delgado');
const commute = '/route-results?start=Quincy%2C%20MA&end=Cambridge%2C%20MA';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens markers until one's info window offers Save, then saves it; returns the program's name. */
async function saveFromAMarker(page: Page): Promise<string> {
  const markers = search.markers(page);
  const count = await markers.count();
  for (let i = 0; i < count; i++) {
    await markers.nth(i).click({ force: true });
    const save = page.locator('.leaflet-popup').getByRole('button', { name: /^Save / });
    if (await save.isVisible().catch(() => false)) {
      const label = (await save.getAttribute('aria-label')) ?? '';
      await save.click();
      return label.replace(/^Save /, '');
    }
  }
  throw new Error('no marker offered Save');
}

test('a parent saves programs from the list and the map, saves the route, and keeps them all', async ({ page }) => {
  await registerInBrowser(page, parent);
  await page.goto(commute);
  await expectResultsShown(page);

  // Two from the list.
  const names = (await search.names(page).allTextContents()).slice(0, 2);
  for (const name of names) {
    await page.getByRole('button', { name: english(programTexts.save(name)), exact: true }).click();
    await expect(page.getByRole('button', { name: english(programTexts.remove(name)), exact: true }).first()).toBeVisible();
  }
  await expect(toast(page, english(savedTexts.daycareSaved)).first()).toBeVisible();

  // One from a marker's info window.
  const fromMap = await saveFromAMarker(page);
  expect(names).not.toContain(fromMap);
  await expect(daycaresButton(page, 3)).toBeVisible();

  // The modal lists all three; remove one there.
  await daycaresButton(page, 3).click();
  const modal = page.getByRole('dialog', { name: english(savedTexts.daycaresTitle) });
  for (const name of [...names, fromMap]) await expect(modal.getByText(name, { exact: true })).toBeVisible();
  await screenshotBothSizes(page, 'saving-daycares-modal');
  await modal.getByRole('button', { name: english(savedTexts.removeDaycare(names[0] as string)), exact: true }).click();
  await expect(toast(page, english(savedTexts.daycareRemoved))).toBeVisible();
  await expect(daycaresButton(page, 2)).toBeVisible();
  await page.keyboard.press('Escape');

  // Save the route shown.
  await page.getByRole('button', { name: english(resultsTexts.saveRoute), exact: true }).click();
  await expect(toast(page, english(savedTexts.routeSaved))).toBeVisible();
  await expect(routesButton(page, 1)).toBeVisible();

  // The profile shows the two programs.
  await page.goto('/profile?tab=daycares');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(names[1] as string, { exact: true })).toBeVisible();
  await expect(panel.getByText(fromMap, { exact: true })).toBeVisible();
  await expect(panel.getByText(names[0] as string, { exact: true })).toHaveCount(0);

  // Open the saved route from its modal.
  await routesButton(page, 1).click();
  const routes = page.getByRole('dialog', { name: english(savedTexts.routesTitle) });
  await routes.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/route-results\?start=Quincy.*end=Cambridge/);
  await expectResultsShown(page);

  // Nothing is lost on reload; saved programs are marked as saved on the results page.
  await page.reload();
  await expect(daycaresButton(page, 2)).toBeVisible();
  await expect(routesButton(page, 1)).toBeVisible();
  await expectResultsShown(page);
  await expect(page.getByRole('button', { name: english(programTexts.remove(names[1] as string)), exact: true }).first()).toBeVisible();
});
