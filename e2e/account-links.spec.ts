import type { Page } from '@playwright/test';
import { profileTexts } from '../src/web/features/profile/profile-texts.js';
import { uiTexts } from '../src/web/components/ui/ui-texts.js';
import { english } from './english.js';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { messages } from '../src/shared/messages.js';
import { linkIn, waitForAccountEmail } from './account-mail.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';

const verification = profileTexts.emailStatus;

const toast = (page: Page, text: string) => page.getByRole('region', { name: english(uiTexts.notifications) }).getByText(text, { exact: true });

test('a parent registers, asks for a new link from the profile, opens it, and the address is verified', async ({ page, browserErrors }) => {
  // Opening a used link again is the last step: its 400 is the point.
  browserErrors.allow(/status of 400 .*\/api\/auth\/verify-email$/);
  const parent = newParent('Ana', 'Silva');
  let firstLink = '';
  let resentAt = new Date();

  await test.step('registering sends a verification email with the parent’s name and one link', async () => {
    await registerInBrowser(page, parent);
    const email = await waitForAccountEmail(parent.emailId, 'verify-email');
    expect(email.subject).toBe(messages.accountEmails.verify.subject);
    expect(email.text).toMatch(/^Hi Ana,/);
    firstLink = linkIn(email, '/verify-email');
  });

  await test.step('the profile says the address is not verified, and sends a new link on request', async () => {
    await page.goto('/profile');
    await expect(page.getByText(english(verification.notVerified), { exact: true })).toBeVisible();
    await screenshotBothSizes(page, 'profile-email-not-verified');
    await scan(page, 'profile, email not verified');
    resentAt = new Date();
    await page.getByRole('button', { name: english(verification.resend) }).click();
    await expect(toast(page, messages.accountLinks.verificationSent)).toBeVisible();
  });

  await test.step('the first link no longer works; the page says so and offers another', async () => {
    await page.goto(firstLink);
    await expect(page.getByRole('alert')).toHaveText(messages.accountLinks.used);
    await expect(page.getByRole('button', { name: english(accountPagesTexts.verifyEmail.resend) })).toBeVisible();
    await screenshotBothSizes(page, 'verify-email-used-link');
    await scan(page, 'verify email, used link');
  });

  await test.step('the newest link verifies the address, and the profile shows it', async () => {
    const newest = linkIn(await waitForAccountEmail(parent.emailId, 'verify-email', resentAt), '/verify-email');
    expect(newest).not.toBe(firstLink);
    await page.goto(newest);
    await expect(page.getByRole('status').filter({ hasText: messages.accountLinks.emailVerified })).toBeVisible();
    await screenshotBothSizes(page, 'verify-email-done');
    await page.getByRole('link', { name: english(accountPagesTexts.verifyEmail.goToProfile) }).click();
    await expect(page.getByText(english(verification.verified), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: english(verification.resend) })).toHaveCount(0);
  });
});

test('a parent who forgot the password gets a link, chooses a new one, and a browser signed in before is signed out', async ({
  page,
  browser,
  browserErrors,
}) => {
  browserErrors.allow(/status of 401 .*\/api\/auth\/login$/);
  const parent = newParent('Rosa', 'Diaz');
  const older = await browser.newContext();
  const olderPage = await older.newPage();
  const newPassword = 'a-new-commute-2027';
  let requestedAt = new Date();

  await test.step('the parent is signed in on another browser', async () => {
    await registerInBrowser(olderPage, parent);
    await olderPage.goto('/profile');
    await expect(olderPage.getByRole('heading', { level: 1, name: `${parent.firstName} ${parent.lastName}` })).toBeVisible();
  });

  await test.step('the login page leads to Forgot password, whose answer does not say whether the address has an account', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: english(accountPagesTexts.login.forgotPassword) }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: english(accountPagesTexts.forgotPassword.title) })).toBeVisible();
    await screenshotBothSizes(page, 'forgot-password');
    await scan(page, 'forgot password');
    await page.getByLabel(english(accountPagesTexts.forgotPassword.email)).fill('nobody.at.all@example.com');
    await page.getByRole('button', { name: english(accountPagesTexts.forgotPassword.submit) }).click();
    const answer = page.getByRole('status').filter({ hasText: messages.accountLinks.resetRequested });
    await expect(answer).toBeVisible();
    await page.reload();
    await page.getByLabel(english(accountPagesTexts.forgotPassword.email)).fill(parent.emailId);
    requestedAt = new Date();
    await page.getByRole('button', { name: english(accountPagesTexts.forgotPassword.submit) }).click();
    await expect(answer).toBeVisible();
    await screenshotBothSizes(page, 'forgot-password-sent');
  });

  await test.step('the email’s link opens the reset page; two different passwords are refused beside the form', async () => {
    const email = await waitForAccountEmail(parent.emailId, 'reset-password', requestedAt);
    expect(email.subject).toBe(messages.accountEmails.reset.subject);
    await page.goto(linkIn(email, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: english(accountPagesTexts.resetPassword.title) })).toBeVisible();
    await page.getByLabel(english(accountPagesTexts.resetPassword.password), { exact: true }).fill(newPassword);
    await page.getByLabel(english(accountPagesTexts.resetPassword.confirm), { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: english(accountPagesTexts.resetPassword.submit) }).click();
    await expect(page.getByRole('alert')).toHaveText(english(accountPagesTexts.resetPassword.mismatch));
    await screenshotBothSizes(page, 'reset-password-mismatch');
    await scan(page, 'reset password with its error');
  });

  await test.step('the new password is set; the login page says so, and the old password no longer works', async () => {
    await page.getByLabel(english(accountPagesTexts.resetPassword.confirm), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: english(accountPagesTexts.resetPassword.submit) }).click();
    await expect(page).toHaveURL('/login?notice=password-reset');
    await expect(page.getByRole('status').filter({ hasText: english(accountPagesTexts.login.passwordResetNotice) })).toBeVisible();
    await screenshotBothSizes(page, 'login-after-reset');
    await scan(page, 'login after a reset');
    await page.getByLabel(english(accountPagesTexts.login.email), { exact: true }).fill(parent.emailId);
    await page.getByLabel(english(accountPagesTexts.login.password), { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: english(accountPagesTexts.login.submit), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials);
    await page.getByLabel(english(accountPagesTexts.login.password), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: english(accountPagesTexts.login.submit), exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('the browser signed in before is signed out on its next request', async () => {
    // Its stored session still looks signed in; the server refuses the old token on the first request.
    await olderPage.reload();
    await expect(olderPage.getByText(messages.auth.sessionExpired, { exact: true })).toBeVisible();
    await expect(olderPage).toHaveURL(/\/login\?next=/);
  });
  await older.close();
});
