import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectResultsShown, search } from './search-page.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { english } from './english.js';

const commute = '/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA';

const focused = (page: Page) => page.locator(':focus');
const popup = (page: Page) => page.locator('.leaflet-popup');
const focusIsOnMarker = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.leaflet-marker-pane') !== null && document.activeElement !== null);

test("a parent reaches the map's programs by keyboard and opens their info windows", async ({ page }) => {
  await page.goto(commute);
  await expectResultsShown(page);
  const names = await search.names(page).allTextContents();

  await test.step('Tab from the top of the page reaches the markers at one stop, named after the first program listed', async () => {
    for (let presses = 0; presses < 60 && !(await focusIsOnMarker(page)); presses++) await page.keyboard.press('Tab');
    expect(await focusIsOnMarker(page), 'a marker has the focus').toBe(true);
    await expect(focused(page)).toHaveRole('button');
    await expect(focused(page)).toHaveAccessibleName(names[0] ?? '');
    // Leaflet's pins are plain divs: a focus ring of our own must show.
    expect(await focused(page).evaluate((pin) => getComputedStyle(pin, '::after').boxShadow)).not.toBe('none');
  });

  await test.step('Enter opens its info window with the name and Save; Escape closes it and leaves the focus on the marker', async () => {
    const marker = focused(page);
    await page.keyboard.press('Enter');
    await expect(popup(page)).toContainText(names[0] ?? '');
    await expect(popup(page).getByRole('button', { name: english(programTexts.save(names[0] ?? '')), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    expect(await focusIsOnMarker(page)).toBe(true);
    await expect(marker).toHaveAccessibleName(names[0] ?? '');
  });

  await test.step("an arrow moves to the next program; Space opens it, Tab goes into the window (its page, then Save), Escape comes back", async () => {
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAccessibleName(names[1] ?? '');
    await page.keyboard.press(' ');
    const save = popup(page).getByRole('button', { name: english(programTexts.save(names[1] ?? '')), exact: true });
    await expect(save).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(popup(page).getByRole('link', { name: names[1] ?? '', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(focused(page)).toHaveAccessibleName(names[1] ?? '');
    expect(await focusIsOnMarker(page)).toBe(true);
  });

  await test.step("the window's close button closes it too, the focus back on its marker", async () => {
    await page.keyboard.press('Enter');
    const close = popup(page).getByRole('button', { name: 'Close popup' });
    await expect(close).toBeVisible();
    // Past the program's link, its Save button and its Compare toggle.
    for (let presses = 0; presses < 4; presses++) await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toHaveCount(0);
    await expect(focused(page)).toHaveAccessibleName(names[1] ?? '');
  });

  await test.step('the markers are one Tab stop: the next Tab leaves the map for its zoom buttons', async () => {
    await page.keyboard.press('Tab');
    expect(await focusIsOnMarker(page)).toBe(false);
    await expect(focused(page)).toHaveAccessibleName('Zoom in');
  });
});
