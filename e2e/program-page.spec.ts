import { AxeBuilder } from '@axe-core/playwright';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import type { Locator, Page } from '@playwright/test';
import { messages } from '../src/shared/messages.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { daycaresButton } from './saved-lists.js';
import { screenshotBothSizes, showAs } from './screenshots.js';
import { expectNoSidewaysScroll, expectResultsShown, search } from './search-page.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { english } from './english.js';
import { accountTexts } from '../src/web/lib/account-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { programPageTexts } from '../src/web/features/programs/program-page-texts.js';
import { listingTexts } from '../src/web/lib/listing-texts.js';

const commute = '/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA';
const text = programPageTexts;
const parent = newParent('Mei', 'Lindqvist');

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const block = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/**
 * The first listed program whose provider has reported nothing yet: the demo catalogue gives only
 * part of its programs a listing, and this journey checks what a parent sees of the others.
 */
async function unreportedResult(page: Page): Promise<{ item: Locator; name: string; link: Locator }> {
  const item = search.list(page).filter({ hasText: english(resultsTexts.listing.summaryNotReported) }).first();
  await expect(item).toBeVisible();
  const link = item.getByRole('heading', { level: 3 }).getByRole('link');
  return { item, name: (await link.textContent()) ?? '', link };
}

test('a parent opens a program from the route results, reads its facts and their sources, and saves it', async ({ page, browserErrors }) => {
  // The unknown program's 404, which Chromium logs like any failed request.
  browserErrors.allow(/status of 404 .*\/api\/catalogue\//);
  let programPath = '';
  let name = '';

  await test.step('the result card says what the provider has not reported, and its name opens the program page', async () => {
    await page.goto(commute);
    await expectResultsShown(page);
    const result = await unreportedResult(page);
    name = result.name;
    await result.link.click();
    await expect(page).toHaveURL(/\/programs\/demo:\d+\?from=route&distance=\d+&detour=\d+$/);
    programPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  });

  const id = decodeURIComponent(programPath.replace('/programs/', ''));

  await test.step("the page shows the licensing list's facts, where they come from, and the detour off the route", async () => {
    const response = await page.request.get(`/api/catalogue/${encodeURIComponent(id)}`);
    const program = await response.json();
    await expect(page).toHaveTitle(`${name} · ${messages.site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
    await expect(page.getByText(english(programTexts.demoData), { exact: true })).toBeVisible();
    await expect(page.getByText(/^\+\d+ min added to your drive · .+ off the route$/)).toBeVisible();

    const licensing = block(page, english(text.licensingTitle));
    await expect(licensing.getByText('From the demo catalogue (invented programs), snapshot Mar 1, 2026', { exact: true })).toBeVisible();
    await expect(licensing.getByRole('definition').first()).toHaveText(program.licenseNumber);
    await expect(licensing).toContainText(english(programTexts.children(program.capacity)));
    await expect(licensing).toContainText(program.licenseStatus);

    const directions = page.getByRole('link', { name: english(text.directions), exact: true });
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    if (program.phone) await expect(page.getByRole('link', { name: english(text.call(program.phone)) })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(page.getByRole('link', { name: english(text.claimLink) })).toHaveAttribute('href', `/provider/claim/${encodeURIComponent(id)}`);
  });

  await test.step('each part of the listing says the provider has not reported it yet', async () => {
    for (const title of [text.openingsTitle, text.tuitionTitle, text.hoursTitle, text.offersTitle].map(english)) {
      await expect(block(page, title).getByText(english(listingTexts.notReported), { exact: true })).toBeVisible();
    }
  });

  await test.step('the page reads well on a laptop and on a phone, and passes axe', async () => {
    await screenshotBothSizes(page, 'program-page');
    await showAs(page, 'phone');
    await expect(page.getByRole('button', { name: english(programTexts.save(name)), exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  });

  await test.step('Back to results returns to the search', async () => {
    await page.getByRole('button', { name: english(text.backToResults) }).click();
    await expect(page).toHaveURL(commute);
    await expectResultsShown(page);
  });

  await test.step('a shared link is titled for link previews in the HTML itself', async () => {
    const html = await (await page.request.get(programPath)).text();
    expect(html).toContain(`<meta property="og:title" content="`);
    expect(html).toMatch(/<title>[^<]+ · CareRoute<\/title>/);
  });

  await test.step('an unknown program shows the 404 page', async () => {
    await page.goto('/programs/demo:999999999');
    await expect(page.getByRole('heading', { level: 1, name: english(shellTexts.notFound.title) })).toBeVisible();
    await expect(page).toHaveTitle(`${english(shellTexts.notFound.documentTitle)} · ${messages.site.name}`);
  });

  await test.step('a visitor who taps Save is asked to log in first', async () => {
    await page.goto(programPath);
    await page.getByRole('button', { name: english(programTexts.save(name)), exact: true }).click();
    await expect(toast(page, english(accountTexts.loginToSave))).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  await test.step('signed in, the parent saves it from the page; the saved list opens it again', async () => {
    await registerInBrowser(page, parent);
    await page.goto(programPath);
    await page.getByRole('button', { name: english(programTexts.save(name)), exact: true }).click();
    await expect(toast(page, english(savedTexts.daycareSaved))).toBeVisible();
    await expect(page.getByRole('button', { name: english(programTexts.remove(name)), exact: true })).toBeVisible();
    await expect(daycaresButton(page, 1)).toBeVisible();

    await page.goto('/');
    await daycaresButton(page, 1).click();
    await page.getByRole('dialog', { name: english(savedTexts.daycaresTitle) }).getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(programPath);
    await page.getByRole('button', { name: english(programTexts.remove(name)), exact: true }).click();
    await expect(toast(page, english(savedTexts.daycareRemoved))).toBeVisible();
    await expect(daycaresButton(page, 0)).toBeVisible();
  });
});

test('the listing filters travel in the URL and in the search request', async ({ page }) => {
  await page.goto(commute);
  await expectResultsShown(page);
  await page.getByText(english(resultsTexts.listingFilters.more)).click();
  const asked = page.waitForRequest((request) => request.url().includes('/api/search/route') && request.url().includes('openings=infant'));
  await page.getByLabel(english(resultsTexts.listingFilters.openings), { exact: true }).selectOption('infant');
  await expect(page).toHaveURL(/openings=infant/);
  await asked;
  await page.getByLabel(english(resultsTexts.listingFilters.openUntil), { exact: true }).selectOption('18:00');
  await expect(page).toHaveURL(/openUntil=18%3A00/);
  await expect(page.getByText(english(resultsTexts.listingFilters.active(2)))).toBeVisible();
  // A shared link opens with its filters applied and shown.
  await page.reload();
  await expect(page.getByLabel(english(resultsTexts.listingFilters.openings), { exact: true })).toHaveValue('infant');
  await expect(page.getByLabel(english(resultsTexts.listingFilters.openUntil), { exact: true })).toHaveValue('18:00');
});
