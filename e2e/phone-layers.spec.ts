import type { Locator, Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { expectResultsShown, search } from './search-page.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { english } from './english.js';
import { programTexts } from '../src/web/lib/program-texts.js';

test.use({ viewport: { width: 390, height: 844 } });

const commute = '/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA';
const parent = newParent('Ines', 'Moreau');

const header = (page: Page) => page.getByRole('banner');

/** Scrolls the page so the map's frame starts `top` pixels below the top of the window. */
async function placeMapAt(page: Page, top: number) {
  await search.map(page).evaluate((frame, wanted) => {
    window.scrollBy(0, frame.getBoundingClientRect().top - wanted);
  }, top);
}

/**
 * Whether `target` is what is drawn at its centre, though the map lies under that point (else
 * the check would prove nothing). Leaflet lets taps through most of what it draws (pointer-events:
 * none on its shapes, panes and captions), and elementFromPoint skips such elements: every part of
 * the map takes hits here, so the answer is what a parent sees on top, not only what takes a tap.
 */
async function expectOnTopOfMap(page: Page, target: Locator, what: string) {
  await expect(target).toBeVisible();
  const frame = await search.map(page).elementHandle();
  const seen = await target.evaluate((element, map) => {
    for (const part of Array.from(map?.querySelectorAll<HTMLElement | SVGElement>('*') ?? [])) part.style.pointerEvents = 'auto';
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const area = map?.getBoundingClientRect();
    const hit = document.elementFromPoint(x, y);
    return {
      mapBehind: !!area && x > area.left && x < area.right && y > area.top && y < area.bottom,
      onTop: !!hit && element.contains(hit),
      hit: hit ? `${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')}` : 'nothing',
    };
  }, frame);
  expect(seen.mapBehind, `the map lies under ${what}`).toBe(true);
  expect(seen.onTop, `${what} is on top at its centre, not ${seen.hit}`).toBe(true);
}

test('on a phone the header, its menu and the notices stay above the map', async ({ page }) => {
  await test.step('scrolled under the sticky header, the map stays beneath the logo, the saved lists and the menu button', async () => {
    await page.goto(commute);
    await expectResultsShown(page);
    // The map's frame starts under the header's top edge and runs on below it.
    await placeMapAt(page, -8);
    const bar = header(page);
    await expectOnTopOfMap(page, bar.getByRole('link', { name: english(shellTexts.homeLink) }), 'the logo');
    await expectOnTopOfMap(page, bar.getByRole('button', { name: english(savedTexts.routesButton(0)) }), 'the saved routes button');
    await expectOnTopOfMap(page, bar.getByRole('button', { name: english(savedTexts.daycaresButton(0)) }), 'the saved daycares button');
    await expectOnTopOfMap(page, bar.getByRole('button', { name: english(shellTexts.nav.menu) }), 'the menu button');
  });

  await test.step('the open menu, Login and Register included, is drawn over the map', async () => {
    const bar = header(page);
    await bar.getByRole('button', { name: english(shellTexts.nav.menu) }).click();
    const register = bar.getByRole('link', { name: english(shellTexts.nav.register), exact: true });
    await expect(register).toBeVisible();
    // Register ends the folded menu: the map's bottom edge a little below it, the map under the whole menu.
    await search.map(page).evaluate((frame, last) => {
      window.scrollBy(0, frame.getBoundingClientRect().bottom - (last?.getBoundingClientRect().bottom ?? 0) - 40);
    }, await register.elementHandle());
    await expectOnTopOfMap(page, bar.getByRole('link', { name: english(shellTexts.nav.login), exact: true }), 'Login in the menu');
    await expectOnTopOfMap(page, register, 'Register in the menu');
    await expectOnTopOfMap(page, bar.getByRole('link', { name: english(shellTexts.nav.blog), exact: true }), 'a link in the menu');
  });

  await test.step('a notice shown while the map fills the bottom of the screen is drawn over it', async () => {
    await registerInBrowser(page, parent);
    await page.goto(commute);
    await expectResultsShown(page);
    const first = (await search.names(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: english(programTexts.save(first)), exact: true }).click();
    const notice = page.getByRole('status').getByText(english(savedTexts.daycareSaved), { exact: true });
    await expect(notice).toBeVisible();
    // The map's bottom edge at the bottom of the window: the notice sits over the map.
    await search.map(page).evaluate((frame) => {
      window.scrollBy(0, frame.getBoundingClientRect().bottom - window.innerHeight + 4);
    });
    await expectOnTopOfMap(page, notice, 'the notice');
  });
});
