import type { Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { expectResultsShown, search } from './search-page.js';
import { screenshotBothSizes } from './screenshots.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { english } from './english.js';
import { dayPlanTexts } from '../src/web/lib/day-plan-texts.js';

const text = resultsTexts.plan;
const parent = newParent('Amara', 'Osei');
const commute = '/route-results?start=Quincy%2C%20MA&end=Cambridge%2C%20MA';

const count = async (page: Page) => Number(((await page.getByText(/^[\d,]+ programs?$/).textContent()) ?? '').replace(/\D/g, ''));

test('a parent plans 7:45 AM to 5:00 PM on a commute and keeps only the programs that fit', async ({ page }) => {
  await registerInBrowser(page, parent);
  await page.goto(commute);
  await expectResultsShown(page);
  const everyProgram = await count(page);

  await test.step('leave home at 7:45 AM (any time) and leave work at 5:00 PM (a quick choice)', async () => {
    await page.getByText(english(text.title), { exact: true }).click();
    await page.getByLabel(english(text.otherTime(english(text.leaveHome)))).fill('07:45');
    await page.getByRole('group', { name: english(text.leaveWork) }).getByRole('button', { name: '5:00 PM' }).click();
    await search.button(page, english(resultsTexts.showRoute)).click();
    await expect(page).toHaveURL(/departAt=07%3A45&returnAt=17%3A00/);
    await expectResultsShown(page);
    await expect(search.list(page).first()).toContainText(english(text.dropOff('')).trim());
    await expect(search.list(page).first()).toContainText(english(text.pickup('')).trim());
  });

  await test.step('"Fits my schedule" leaves only programs open at drop-off and at pickup', async () => {
    await page.getByLabel(english(text.fits), { exact: true }).check();
    await expect(page).toHaveURL(/fits=true/);
    await expect(page.getByRole('status').filter({ hasText: english(resultsTexts.loading) })).toHaveCount(0);
    await expect(search.list(page).first()).toBeVisible();
    const fitting = await count(page);
    expect(fitting).toBeGreaterThan(0);
    expect(fitting).toBeLessThan(everyProgram);
    const cards = await search.list(page).allTextContents();
    for (const card of cards) {
      expect(card).toMatch(/Drop-off: \+\d+ min, arrive [\d:]+ AM/);
      expect(card).toMatch(/Pickup: \+\d+ min, arrive [\d:]+ PM/);
      expect(card).not.toContain('does not fit');
      expect(card).not.toContain(english(text.hoursNotReported));
    }
    // The offline router's times are estimates, and the page says so.
    await expect(page.getByText(english(text.estimated))).toBeVisible();
    await screenshotBothSizes(page, 'plan-the-day');
  });

  await test.step('the saved route keeps the times, and opening it plans the same day', async () => {
    await search.button(page, english(resultsTexts.saveRoute)).click();
    await expect(page.getByText(english(savedTexts.routeSaved))).toBeVisible();
    const summary = `${english(dayPlanTexts.leavesAt('7:45 AM'))} · ${english(dayPlanTexts.backAt('5:00 PM'))} · ${english(dayPlanTexts.workingDays)}`;
    await page.getByRole('banner').getByRole('button', { name: english(savedTexts.routesButton(1)), exact: true }).click();
    const modal = page.getByRole('dialog', { name: english(savedTexts.routesTitle) });
    await expect(modal.getByText(summary)).toBeVisible();
    await modal.getByRole('link').first().click();
    await expect(page).toHaveURL(/departAt=07%3A45&returnAt=17%3A00/);
    await expect(page.locator('summary').filter({ hasText: english(text.title) })).toContainText(summary);
  });
});
