import { readFile } from 'node:fs/promises';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import type { Page } from '@playwright/test';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { messages } from '../src/shared/messages.js';
import { privacyTexts } from '../src/web/features/profile/privacy-texts.js';
import { reviewTexts } from '../src/web/features/programs/reviews/review-texts.js';
import { scan } from './accessibility-scan.js';
import { verifyEmailInBrowser } from './account-mail.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { expectNoSidewaysScroll } from './search-page.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { english } from './english.js';
import { programTexts } from '../src/web/lib/program-texts.js';

/** A program of the generated demo catalogue (ids demo:1 to demo:2000 are stable) no other journey reviews. */
const PROGRAM_ID = 'demo:57';
const text = privacyTexts;
const parent = newParent('Nadia', 'Haddad');

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const reviews = (page: Page) => page.getByRole('region', { name: english(reviewTexts.title) });
const privacy = (page: Page) => page.getByRole('region', { name: english(text.privacy) });
const tokenOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', SESSION_KEYS.token);

test.describe.configure({ timeout: 180_000 });

test('a parent saves a program, reviews it, exports their data and deletes the account: the sessions, the review and the rating go with it', async ({ page, browser, baseURL, browserErrors }) => {
  // On purpose: the wrong password's 400, and the 401s of the other device after the deletion.
  browserErrors.allow(/status of 40[01]/);
  const program = await (await page.request.get(`/api/catalogue/${encodeURIComponent(PROGRAM_ID)}`)).json();
  const name: string = program.name;
  const reviewText = 'Warm teachers and a garden; <i>pickup</i> was never rushed.';

  await test.step('a verified parent saves the program and reviews it', async () => {
    await registerInBrowser(page, parent);
    await verifyEmailInBrowser(page, parent.emailId);
    await page.goto(`/programs/${PROGRAM_ID}`);
    await page.getByRole('button', { name: english(programTexts.save(name)), exact: true }).click();
    await expect(page.getByRole('button', { name: english(programTexts.remove(name)), exact: true })).toBeVisible();
    await reviews(page).getByRole('button', { name: english(reviewTexts.write) }).click();
    const form = reviews(page).getByRole('form', { name: english(reviewTexts.formTitleNew) });
    await form.getByRole('radio', { name: english(reviewTexts.starChoice(4)) }).check();
    await form.getByLabel(english(reviewTexts.relationshipField)).selectOption('current');
    await form.getByLabel(english(reviewTexts.textField), { exact: true }).fill(reviewText);
    await form.getByRole('button', { name: english(reviewTexts.submit) }).click();
    await expect(reviews(page)).toContainText(english(reviewTexts.average('4.0')));
  });

  // The same parent signed in on another device, which must be signed out by the deletion too.
  const otherDevice = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  await test.step('the parent is signed in on another device as well', async () => {
    await logInIn(otherDevice, parent.emailId, parent.password);
  });

  await test.step('Settings: Export my data downloads one JSON file with the saved program and the review', async () => {
    await page.goto('/profile?tab=settings');
    await expect(privacy(page)).toBeVisible();
    await screenshotBothSizes(page, 'privacy-settings');
    await scan(page, 'the Settings tab with the account data section');
    await expectNoSidewaysScroll(page);
    const downloading = page.waitForEvent('download');
    await privacy(page).getByRole('button', { name: english(text.exportData) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^careroute-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.profile.emailId).toBe(parent.emailId);
    expect(data.savedDaycares.map((saved: { name: string }) => saved.name)).toContain(name);
    expect(data.reviews).toEqual([expect.objectContaining({ programId: PROGRAM_ID, stars: 4, text: reviewText })]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash|scrypt\$/);
    await expect(toast(page, english(text.dataExported))).toBeVisible();
  });

  const oldToken = await tokenOf(page);
  await test.step('a wrong password deletes nothing and says so in the form', async () => {
    await privacy(page).getByRole('button', { name: english(text.deleteAccount) }).click();
    const form = privacy(page).getByRole('form', { name: english(text.deleteAccount) });
    await form.getByLabel(english(text.deleteAccountPassword)).fill('not my password');
    await form.getByRole('button', { name: english(text.deleteAccountContinue) }).click();
    const dialog = page.getByRole('dialog', { name: english(text.deleteAccount) });
    await expect(dialog).toContainText(english(text.deleteAccountQuestion));
    await dialog.getByRole('button', { name: english(text.deleteAccountConfirm) }).click();
    await expect(form.getByRole('alert')).toContainText(messages.auth.wrongPassword);
    await screenshotBothSizes(page, 'privacy-delete-wrong-password');
  });

  await test.step('with the password and a confirmation the account is deleted, and the home page says so', async () => {
    const form = privacy(page).getByRole('form', { name: english(text.deleteAccount) });
    await form.getByLabel(english(text.deleteAccountPassword)).fill(parent.password);
    await form.getByRole('button', { name: english(text.deleteAccountContinue) }).click();
    await page.getByRole('dialog', { name: english(text.deleteAccount) }).getByRole('button', { name: english(text.deleteAccountConfirm) }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, english(text.accountDeleted))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.login) })).toBeVisible();
  });

  await test.step('the old session is gone: on reload, on the other device, and for its token', async () => {
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.login) })).toBeVisible();
    // The other device learns it at its next request: signed out, sent to log in again.
    await otherDevice.goto('/profile');
    await expect(otherDevice.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.login) })).toBeVisible();
    expect(await tokenOf(otherDevice)).toBe('');
    const withOldToken = await page.request.get(`/api/users/${userIdFromToken(oldToken)}/profile`, { headers: { authorization: `Bearer ${oldToken}` } });
    expect(withOldToken.status()).toBe(401);
  });

  await test.step('the review is gone and the program’s rating follows', async () => {
    await page.goto(`/programs/${PROGRAM_ID}`);
    await expect(reviews(page)).toContainText(english(reviewTexts.noReviewsText));
    await expect(reviews(page)).not.toContainText('pickup');
    const after = await (await page.request.get(`/api/catalogue/${encodeURIComponent(PROGRAM_ID)}`)).json();
    expect(after).toMatchObject({ rating: null, reviewCount: 0 });
  });
  await otherDevice.context().close();
});

test('Sign out everywhere ends this session and the one on another device, and the parent can log in again', async ({ page, browser, baseURL, browserErrors }) => {
  // On purpose: the other device's first request after it answers 401.
  browserErrors.allow(/status of 401/);
  const traveller = newParent('Omar', 'Farouk');
  await registerInBrowser(page, traveller);
  const otherDevice = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  await logInIn(otherDevice, traveller.emailId, traveller.password);

  await page.goto('/profile?tab=settings');
  await privacy(page).getByRole('button', { name: english(text.signOutEverywhere) }).click();
  const dialog = page.getByRole('dialog', { name: english(text.signOutEverywhere) });
  await expect(dialog).toContainText(english(text.signOutEverywhereQuestion));
  await dialog.getByRole('button', { name: english(text.signOutEverywhere) }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, english(text.signedOutEverywhere))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.login) })).toBeVisible();

  await otherDevice.goto('/profile');
  await expect(otherDevice.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.login) })).toBeVisible();
  expect(await tokenOf(otherDevice)).toBe('');
  await otherDevice.context().close();

  await logInIn(page, traveller.emailId, traveller.password);
  await page.goto('/profile?tab=settings');
  await expect(privacy(page)).toBeVisible();
});

/** Logs in through the Log in page and waits for the home page. */
async function logInIn(on: Page, emailId: string, password: string): Promise<void> {
  await on.goto('/login');
  await on.getByLabel(english(accountPagesTexts.login.email), { exact: true }).fill(emailId);
  await on.getByLabel(english(accountPagesTexts.login.password), { exact: true }).fill(password);
  await on.getByRole('button', { name: english(accountPagesTexts.login.submit), exact: true }).click();
  await expect(on).toHaveURL('/');
}

/** The account id a token names (its payload's sub), read without checking it: the server does that. */
function userIdFromToken(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}
