import type { Browser, Page } from '@playwright/test';
import { COMPARE_MAX } from '../src/shared/constants.js';
import { comparePicksTexts as picksText } from '../src/web/components/compare-picks-texts.js';
import { compareTexts } from '../src/web/features/compare/compare-texts.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { screenshotBothSizes, showAs } from './screenshots.js';
import { expectNoSidewaysScroll, expectResultsShown, search } from './search-page.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { english, englishTexts } from './english.js';
import { assistantTexts } from '../src/web/features/assistant/assistant-texts.js';

const commute = '/route-results?start=Quincy%2C%20MA&end=Cambridge%2C%20MA';

const tray = (page: Page) => page.getByRole('complementary', { name: english(picksText.trayLabel) });
const toggle = (page: Page, name: string) =>
  page.getByRole('region', { name: english(resultsTexts.listTitle) }).getByRole('button', { name: english(picksText.toggleLabel(name)), exact: true });
const text = englishTexts(compareTexts);
const table = (page: Page) => page.getByRole('table', { name: text.tableLabel });
const columns = (page: Page) => table(page).getByRole('columnheader').getByRole('link');
const row = (page: Page, label: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

/** A fresh browser context: nothing of this parent's picks, only the link. */
async function openElsewhere(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(url).origin, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('a parent picks three programs on the route, is told a fourth is too many, compares them, removes one and shares the link', async ({ page, browser }) => {
  let names: string[] = [];

  await test.step('three programs from the list go into the tray; the fourth is refused in the page', async () => {
    await page.goto(commute);
    await expectResultsShown(page);
    // Programs whose providers reported their listing, so the rows have values to tell apart.
    const reported = search.list(page).filter({ hasNotText: english(resultsTexts.listing.summaryNotReported) }).getByRole('heading', { level: 3 });
    names = (await reported.allTextContents()).slice(0, COMPARE_MAX + 1);
    expect(names).toHaveLength(COMPARE_MAX + 1);
    for (const name of names.slice(0, COMPARE_MAX)) {
      await toggle(page, name).click();
      await expect(toggle(page, name)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(tray(page).getByRole('heading', { name: english(picksText.trayTitle(COMPARE_MAX, COMPARE_MAX)) })).toBeVisible();
    await expect(tray(page).getByRole('listitem')).toHaveText(names.slice(0, COMPARE_MAX));

    const fourth = names[COMPARE_MAX] as string;
    await toggle(page, fourth).click();
    await expect(toggle(page, fourth)).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page).getByRole('status')).toHaveText(english(picksText.full(fourth, COMPARE_MAX)));
    await expect(tray(page).getByRole('listitem')).toHaveCount(COMPARE_MAX);
    await screenshotBothSizes(page, 'compare-tray-full');
    // What the window shows: the tray at its foot, over the list.
    for (const device of ['desktop', 'phone'] as const) {
      await showAs(page, device);
      await page.screenshot({ path: `test-results/screenshots/compare-tray-window-${device}.png` });
    }
    await showAs(page, 'desktop');
  });

  await test.step('the picks follow the parent to a program page, whose Compare is pressed', async () => {
    const first = names[0] as string;
    await search.list(page).getByRole('heading', { level: 3, name: first, exact: true }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await expect(page.getByRole('button', { name: english(picksText.toggleLabel(first)), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page).getByRole('listitem')).toHaveCount(COMPARE_MAX);
    await page.goBack();
    await expectResultsShown(page);
  });

  await test.step('the compare page shows them side by side, for the route, with the source of each fact', async () => {
    await tray(page).getByRole('link', { name: english(picksText.open(COMPARE_MAX)) }).click();
    await expect(page).toHaveURL(/\/compare\?ids=demo:\d+,demo:\d+,demo:\d+&start=Quincy,\+MA&end=Cambridge,\+MA$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.forRoute('Quincy, MA', 'Cambridge, MA'))).toBeVisible();
    await expect(columns(page)).toHaveText(names.slice(0, COMPARE_MAX));
    for (const label of [text.rows.kind, text.rows.openings, text.rows.price, text.rows.hours, text.rows.license, text.rows.rating]) {
      await expect(row(page, label).getByRole('cell')).toHaveCount(COMPARE_MAX);
    }
    await expect(table(page).getByRole('columnheader').nth(1)).toContainText('From the demo catalogue (invented programs), snapshot');
    await expect(row(page, text.rows.license).getByRole('cell').first()).toContainText(text.licensingSource);
    // The tray is the compare page itself here.
    await expect(tray(page)).toHaveCount(0);
    await scan(page, 'compare page');
    await screenshotBothSizes(page, 'compare-page');
    await expectNoSidewaysScroll(page);
  });

  await test.step('on a phone the facts stay in view while the programs scroll sideways', async () => {
    await showAs(page, 'phone');
    const firstFact = row(page, text.rows.price).getByRole('rowheader');
    const before = await firstFact.boundingBox();
    await page.getByRole('region', { name: text.tableLabel }).evaluate((region) => region.scrollBy({ left: 300 }));
    await expect.poll(async () => (await firstFact.boundingBox())?.x).toBe(before?.x);
    await showAs(page, 'desktop');
  });

  await test.step('it prints on one landscape page, without the site around it', async () => {
    await page.emulateMedia({ media: 'print' });
    // A landscape US Letter sheet inside its 1 cm margins, in CSS pixels.
    await page.setViewportSize({ width: 980, height: 740 });
    await page.screenshot({ path: 'test-results/screenshots/compare-print-980x740.png', fullPage: true });
    await showAs(page, 'desktop');
    await expect(page.getByRole('button', { name: text.print })).toBeHidden();
    // The sheet as the print stylesheet asks for it (@page: landscape, 1 cm margins), as Chromium's own printing makes it.
    const pdf = (await page.pdf({ path: 'test-results/screenshots/compare-print.pdf', preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
  });

  const kept = [names[0], names[2]] as string[];
  let shared = '';
  await test.step('removing one updates the page, its link and the picks', async () => {
    await page.getByRole('button', { name: text.removeLabel(names[1] as string), exact: true }).click();
    await expect(columns(page)).toHaveText(kept);
    await expect(page).toHaveURL(/\/compare\?ids=demo:\d+,demo:\d+&start=/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeFocused();
    shared = page.url();
  });

  await test.step('the copied link shows the same two programs in a browser that never picked them', async () => {
    const elsewhere = await openElsewhere(browser, shared);
    await expect(elsewhere.getByRole('table', { name: text.tableLabel }).getByRole('columnheader').getByRole('link')).toHaveText(kept);
    await elsewhere.context().close();
  });

  await test.step('Nanny compares the two picks by name with the same facts from the catalogue', async () => {
    await page.goto('/ai-companion');
    await page.getByRole('textbox', { name: englishTexts(assistantTexts).inputLabel }).fill(`Please compare ${kept[1]} and ${kept[0]}`);
    await page.getByRole('button', { name: englishTexts(assistantTexts).send, exact: true }).click();
    const answer = page.getByRole('log').getByRole('table', { name: text.tableLabel });
    await expect(answer.getByRole('columnheader').getByRole('link')).toHaveText([kept[1], kept[0]] as string[]);
    await expect(answer.getByRole('rowheader', { name: text.rows.license, exact: true })).toBeVisible();
    await expect(page.getByRole('log').getByRole('link', { name: text.openPage })).toHaveAttribute('href', /^\/compare\?ids=demo:\d+,demo:\d+$/);
  });
});
