import type { Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { messages } from '../src/shared/messages.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { routesButton } from './saved-lists.js';
import { expectResultsShown, search } from './search-page.js';
import { screenshotBothSizes } from './screenshots.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { english } from './english.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';

const parent = newParent('Noor', 'Haddad');
const commute = '/route-results?start=Quincy%2C%20MA&end=Cambridge%2C%20MA';

const saveRoute = (page: Page) => search.button(page, english(resultsTexts.saveRoute));

test.use({ viewport: { width: 390, height: 844 } });

test('a parent on a phone saves a commute once, and the saved list says how many daycares it found', async ({ page }) => {
  await registerInBrowser(page, parent);
  await page.goto(commute);
  await expectResultsShown(page);
  const countText = (await page.getByText(/^[\d,]+ programs?$/).textContent()) ?? '';
  const found = Number(countText.replace(/\D/g, ''));
  expect(found).toBeGreaterThan(0);

  await test.step('the first save is kept, a second says the route is already saved', async () => {
    await saveRoute(page).click();
    await expect(page.getByText(english(savedTexts.routeSaved))).toBeVisible();
    await expect(routesButton(page, 1)).toBeVisible();
    await saveRoute(page).click();
    await expect(page.getByText(english(savedTexts.routeAlreadySaved))).toBeVisible();
    await expect(routesButton(page, 1)).toBeVisible();
  });

  await test.step('the same route typed in other letter case is the same route', async () => {
    await search.field(page, english(searchFormTexts.start)).fill('quincy, ma');
    await saveRoute(page).click();
    await expect(page.getByText(english(savedTexts.routeAlreadySaved))).toHaveCount(1);
    await expect(routesButton(page, 1)).toBeVisible();
  });

  await test.step('the Saved Routes modal lists it once, with the daycares its search found', async () => {
    await routesButton(page, 1).click();
    const modal = page.getByRole('dialog', { name: english(savedTexts.routesTitle) });
    await expect(modal.getByRole('listitem')).toHaveCount(1);
    await expect(modal.getByText(english(savedTexts.daycaresFound(found)), { exact: true })).toBeVisible();
    await screenshotBothSizes(page, 'saved-route-with-count');
    await page.keyboard.press('Escape');
  });

  await test.step('saving with an address missing says so once, by the form, and lists nothing', async () => {
    await page.goto('/route-results?start=&end=');
    await expect(page.getByRole('alert')).toHaveText(messages.validation.bothAddressesResults);
    await saveRoute(page).click();
    await expect(page.getByRole('alert')).toHaveText(messages.validation.bothAddresses);
    await expect(page.getByText(/^Please enter both start and end addresses/)).toHaveCount(1);
    await expect(page.getByRole('alert')).toBeInViewport();

    await page.goto('/route-results');
    await saveRoute(page).click();
    await expect(page.getByText(/^Please enter both start and end addresses/)).toHaveCount(1);
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(routesButton(page, 1)).toBeVisible();
  });
});
