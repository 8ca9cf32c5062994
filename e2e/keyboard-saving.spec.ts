import type { Locator, Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { expect, test } from './fixtures.js';
import { newParent } from './parents.js';
import { daycaresButton } from './saved-lists.js';
import { screenshotBothSizes } from './screenshots.js';
import { chooseSuggestion, expectResultsShown, search, tabTo } from './search-page.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { english } from './english.js';
import { programTexts } from '../src/web/lib/program-texts.js';

const parent = newParent('Tomas', 'Novak');

const savedDaycares = (page: Page) => page.getByRole('dialog', { name: english(savedTexts.daycaresTitle) });

/** Tabs to a field and types into it: the keyboard user's fill(). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** WCAG 2.4.11: the sticky header must not cover the element that has the focus. */
async function expectFocusClearOfHeader(page: Page) {
  const overlap = await page.evaluate(() => {
    const focused = document.activeElement;
    const bar = document.querySelector('header');
    if (!focused || !bar || bar.contains(focused) || focused === document.body) return 0;
    return bar.getBoundingClientRect().bottom - focused.getBoundingClientRect().top;
  });
  expect(overlap, 'pixels of the focused element under the sticky header').toBeLessThanOrEqual(0);
}

test('a parent registers, searches, saves and removes a daycare with the keyboard alone', async ({ page }) => {
  // The one navigation; from here on, only keys.
  await page.goto('/register');

  await test.step('register by keyboard', async () => {
    const form = accountPagesTexts.register;
    await typeInto(page, page.getByLabel(english(form.firstName), { exact: true }), parent.firstName);
    await typeInto(page, page.getByLabel(english(form.lastName), { exact: true }), parent.lastName);
    await typeInto(page, page.getByLabel(english(form.email), { exact: true }), parent.emailId);
    await typeInto(page, page.getByLabel(english(form.password), { exact: true }), parent.password);
    await typeInto(page, page.getByLabel(english(form.address), { exact: true }), parent.address);
    await typeInto(page, page.getByLabel(english(form.phoneNumber), { exact: true }), parent.phoneNumber);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(daycaresButton(page, 0)).toBeVisible();
  });

  await test.step('plan the commute: both places from the suggestions, Enter to search', async () => {
    const start = search.field(page, english(searchFormTexts.start));
    await tabTo(page, start);
    await chooseSuggestion(page, start, 'Quin', 'Quincy, MA');
    const end = search.field(page, english(searchFormTexts.end));
    await tabTo(page, end);
    await chooseSuggestion(page, end, 'Cambr', 'Cambridge, MA');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA');
    await expectResultsShown(page);
  });

  // Far enough down the list that going back up scrolls the page under the sticky header.
  const name = (await search.names(page).nth(4).textContent()) ?? '';

  await test.step("Tab to the fifth result's heart; Enter saves it, the count and a notice follow", async () => {
    const heart = page.getByRole('button', { name: english(programTexts.save(name)), exact: true });
    // Past the header, the form, the filters and the map's controls.
    await tabTo(page, heart, 100);
    await expect(heart).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(daycaresButton(page, 1)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: english(savedTexts.daycareSaved) })).toBeVisible();
    // The same button now offers to remove, and keeps the focus.
    await expect(page.getByRole('button', { name: english(programTexts.remove(name)), exact: true })).toBeFocused();
  });

  await test.step('back up to the header, the focus never hidden under it, and open the saved daycares', async () => {
    const opener = daycaresButton(page, 1);
    for (let presses = 0; presses < 100 && !(await isFocused(opener)); presses++) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusClearOfHeader(page);
    }
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = savedDaycares(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  await test.step('remove it by keyboard: announced in the dialog, the focus stays inside', async () => {
    const dialog = savedDaycares(page);
    const remove = dialog.getByRole('button', { name: english(savedTexts.removeDaycare(name)), exact: true });
    await tabTo(page, remove, 10);
    await page.keyboard.press('Enter');

    await expect(dialog.getByText(name, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(english(savedTexts.noDaycares))).toBeVisible();
    // A modal dialog hides the rest of the page from screen readers: the notice must be inside it.
    await expect(dialog.getByRole('status').filter({ hasText: english(savedTexts.daycareRemoved) })).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await screenshotBothSizes(page, 'saved-daycares-modal-removed');
  });

  await test.step('Esc closes the dialog and gives the focus back to the button that opened it', async () => {
    await page.keyboard.press('Escape');
    await expect(savedDaycares(page)).toBeHidden();
    await expect(daycaresButton(page, 0)).toBeFocused();
    await expect(page.getByRole('button', { name: english(programTexts.save(name)), exact: true })).toBeVisible();
  });
});
