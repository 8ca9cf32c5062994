import type { Page } from '@playwright/test';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { aboutTexts } from '../src/web/features/about/about-texts.js';
import { scan } from './accessibility-scan.js';
import { english } from './english.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';

const SPANISH_HOME = 'Encuentre una guardería que encaje con el camino que ya recorre';
const pageLanguage = (page: Page) => page.locator('html');
const barSwitch = (page: Page, name: 'ES · Español') => page.getByRole('banner').getByRole('button', { name, exact: true });

test('a parent switches the site to Spanish in the header, and back in the phone’s menu; the choice holds', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: english(aboutTexts.title) })).toBeVisible();
  await expect(barSwitch(page, 'ES · Español')).toHaveAttribute('lang', 'es');
  await scan(page, 'the header with its language switch');
  await screenshotBothSizes(page, 'header-language-switch');
  await barSwitch(page, 'ES · Español').click();
  await expect(pageLanguage(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de CareRoute' })).toBeVisible();
  await expect(page).toHaveURL('/about');
  // Spanish needs a wider window for its links than 1,280 px: they, and the switch, fold behind Menú.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menú' })).toBeVisible();

  // The next page, and the next visit, without any link saying so.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeVisible();

  // On a phone the switch is in the menu, named in full.
  await page.setViewportSize({ width: 390, height: 844 });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menú' }).click();
  await screenshotBothSizes(page, 'header-menu-language-es');
  await banner.getByRole('button', { name: 'English', exact: true }).click();
  await expect(pageLanguage(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeHidden();
});

test('a first visit follows the browser’s language; a link’s ?lang overrules it and is kept', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(pageLanguage(page)).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeVisible();
    await page.goto('/about?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: english(aboutTexts.title) })).toBeVisible();
    await page.goto('/');
    await expect(pageLanguage(page)).toHaveAttribute('lang', 'en');
  } finally {
    await context.close();
  }
});

test('a signed-in parent’s choice is kept with the account, and a sign-in on another device follows it', async ({ page, browser }) => {
  const parent = newParent('Lucia', 'Fernandez');
  await registerInBrowser(page, parent);
  await barSwitch(page, 'ES · Español').click();
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await other.goto('/login');
    await expect(pageLanguage(other)).toHaveAttribute('lang', 'en');
    const form = accountPagesTexts.login;
    await other.getByLabel(english(form.email), { exact: true }).fill(parent.emailId);
    await other.getByLabel(english(form.password), { exact: true }).fill(parent.password);
    await other.getByRole('button', { name: english(form.submit), exact: true }).click();
    await expect(pageLanguage(other)).toHaveAttribute('lang', 'es');
    await expect(other.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeVisible();
    await expect(other).toHaveURL('/');
  } finally {
    await context.close();
  }
});
