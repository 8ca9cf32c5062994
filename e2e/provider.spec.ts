import type { Locator, Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { messages } from '../src/shared/messages.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { grantOperator } from './grant-operator.js';
import { verifyEmailInBrowser } from './account-mail.js';
import { newParent, registerInBrowser, type TestParent } from './parents.js';
import { expectNoSidewaysScroll } from './search-page.js';
import { screenshotBothSizes } from './screenshots.js';
import { providerTexts } from '../src/web/features/provider/provider-texts.js';
import { operatorTexts } from '../src/web/features/operator/operator-texts.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { accountTexts } from '../src/web/lib/account-texts.js';
import { english, englishTexts } from './english.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { listingTexts } from '../src/web/lib/listing-texts.js';
import { programPageTexts } from '../src/web/features/programs/program-page-texts.js';

const provider = newParent('Marisol', 'Vega');
const operator = newParent('Olive', 'Park');
const parent = newParent('Priya', 'Shah');

/** A program of the generated demo catalogue (its ids are stable: demo:1 to demo:2000), with a licence number. */
const PROGRAM_ID = 'demo:17';

const text = englishTexts(providerTexts);
const review = englishTexts(operatorTexts);

// Two accounts' journeys on one page, with many saves and a few accessibility scans: more than the default minute.
test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const programCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const tab = (scope: Locator, name: string) => scope.getByRole('tab', { name, exact: true });
const group = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
/** The section open in a program's tabs (the others stay in the page, hidden, keeping what was typed). */
const openPanel = (card: Locator) => card.getByRole('tabpanel');

async function logOut(page: Page, who: TestParent) {
  await page.getByRole('banner').getByRole('button', { name: who.firstName, exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: english(accountTexts.logout) }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.login), exact: true })).toBeVisible();
}

async function logIn(page: Page, who: TestParent) {
  await page.goto('/login');
  await page.getByLabel(english(accountPagesTexts.login.email), { exact: true }).fill(who.emailId);
  await page.getByLabel(english(accountPagesTexts.login.password), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: english(accountPagesTexts.login.submit), exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** The session token the page holds, for calling the API as the provider's software would. */
async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
}

test('a provider claims a program, an operator approves it, and the provider keeps its listing current', async ({ page, browserErrors }) => {
  // Refusals this journey provokes on purpose; Chromium logs every 4xx answer.
  browserErrors.allow(/status of 4(00|03|09) .*\/api\/(provider|operator)\//);

  const facts = await (await page.request.get(`/api/catalogue/${encodeURIComponent(PROGRAM_ID)}`)).json();
  const programName: string = facts.name;
  const licenseNumber: string = facts.licenseNumber;
  const claimPath = `/provider/claim/${encodeURIComponent(PROGRAM_ID)}`;

  await test.step('signed out, the claim form asks to log in first, then comes back', async () => {
    await page.goto(claimPath);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(claimPath)}`);
  });

  await test.step('a provider registers and opens the claim form from their program’s page', async () => {
    await registerInBrowser(page, provider);
    await page.goto(`/programs/${PROGRAM_ID}`);
    await page.getByRole('link', { name: english(programPageTexts.claimLink) }).click();
    await expect(page).toHaveURL(claimPath);
    await expect(page.getByRole('heading', { level: 1, name: text.claim.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: programName })).toBeVisible();
    await screenshotBothSizes(page, 'provider-claim');
  });

  await test.step('a claim sent empty names each missing field beside it', async () => {
    await page.getByRole('button', { name: text.claim.submit }).click();
    await expect(page.getByText('Role at the program is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText(text.claim.licenseRequired)).toBeVisible();
    await expect(page.getByLabel(text.claim.roleAtProgram)).toBeFocused();
    await screenshotBothSizes(page, 'provider-claim-errors');
    await scan(page, 'the claim form with its errors');
  });

  await test.step('before the email is verified the claim is refused with a way to verify; the link from the email does it', async () => {
    await page.getByLabel(text.claim.roleAtProgram).fill('Director');
    await page.getByLabel(text.claim.phone, { exact: true }).fill('617-555-0142');
    await page.getByLabel(text.claim.licenseNumber).fill(licenseNumber);
    await page.getByRole('button', { name: text.claim.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.accountLinks.verifyBeforeClaiming);
    await expect(page.getByRole('link', { name: text.claim.verifyEmailLink })).toBeVisible();
    await verifyEmailInBrowser(page, provider.emailId);
    await page.goto(claimPath);
    await expect(page.getByRole('heading', { name: programName })).toBeVisible();
  });

  await test.step('a licence number that does not match is refused beside the licence field', async () => {
    await page.getByLabel(text.claim.roleAtProgram).fill('Director');
    await page.getByLabel(text.claim.phone, { exact: true }).fill('617-555-0142');
    await page.getByLabel(text.claim.licenseNumber).fill('NOT-THE-LICENCE');
    await page.getByLabel(text.claim.note).fill('I have run the center since 2019. <b>Call after 3 pm</b>.');
    await page.getByRole('button', { name: text.claim.submit }).click();
    await expect(page.getByLabel(text.claim.licenseNumber)).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('with the right licence the claim is sent, and the dashboard shows it waiting', async () => {
    await page.getByLabel(text.claim.licenseNumber).fill(licenseNumber);
    await page.getByRole('button', { name: text.claim.submit }).click();
    await expect(page.getByRole('heading', { name: text.claim.sentTitle })).toBeVisible();
    await page.getByRole('link', { name: text.claim.toDashboard }).click();
    await expect(page).toHaveURL('/provider');
    await expect(page.getByRole('listitem').filter({ hasText: programName })).toContainText(text.claimStatus.pending);
    await expect(page.getByRole('heading', { name: text.noPrograms })).toBeVisible();
  });

  await test.step('the operator page tells a non-operator it is for operators only', async () => {
    await page.goto('/operator');
    await expect(page.getByRole('heading', { name: review.onlyOperators })).toBeVisible();
    await logOut(page, provider);
  });

  await test.step('an operator sees the claim beside the program’s listed facts, and approves it', async () => {
    await registerInBrowser(page, operator);
    grantOperator(operator.emailId);
    await page.goto('/operator');
    const claim = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: programName }) });
    await expect(claim.getByRole('group', { name: review.listedTitle })).toContainText(licenseNumber);
    const claimant = claim.getByRole('group', { name: review.claimantTitle });
    await expect(claimant).toContainText(`${provider.firstName} ${provider.lastName}`);
    await expect(claimant).toContainText('Director');
    // What the claimant typed is shown as text, tags and all.
    await expect(claimant).toContainText('<b>Call after 3 pm</b>');
    await screenshotBothSizes(page, 'operator-claims');
    await scan(page, 'the operator page with a claim');
    await claim.getByRole('button', { name: review.approve }).click();
    await expect(toast(page, review.approved(`${provider.firstName} ${provider.lastName}`, programName))).toBeVisible();
    await expect(page.getByText(review.noPending)).toBeVisible();
  });

  await test.step('the program now lists the provider as its manager, and the approval in its audit log', async () => {
    await page.getByText(programName, { exact: true }).click();
    await expect(page.getByRole('group', { name: review.managersTitle, exact: true })).toContainText(provider.emailId);
    await expect(page.getByRole('group', { name: review.auditTitle, exact: true })).toContainText(review.actions['claim-approved']);
    await logOut(page, operator);
  });

  await test.step('the provider sees the approval and sets infant openings', async () => {
    await logIn(page, provider);
    await page.goto('/provider');
    await expect(page.getByRole('listitem').filter({ hasText: programName }).first()).toContainText(text.claimStatus.approved);
    const card = programCard(page, programName);
    const infants = group(card, english(programTexts.ageGroups.infant));
    await infants.getByLabel(text.openings.status).selectOption('open');
    await infants.getByLabel(text.openings.openSeats).fill('2');
    await card.getByRole('button', { name: text.saveSection.openings }).click();
    await expect(toast(page, text.sectionSaved.openings)).toBeVisible();
    await expect(openPanel(card).getByText(text.confirmedAgo('today'))).toBeVisible();
    await card.getByRole('button', { name: text.stillAccurate }).click();
    await expect(toast(page, text.openingsConfirmed)).toBeVisible();
  });

  await test.step('tuition: one rate for infants, full-time, per month', async () => {
    const card = programCard(page, programName);
    await tab(card, text.tabs.tuition).click();
    // The demo catalogue may have given the program rates of its own: the new one comes last.
    const ratesBefore = await card.getByRole('group', { name: /^Rate \d+$/ }).count();
    await card.getByRole('button', { name: text.tuition.addRate }).click();
    const rate = group(card, text.tuition.rate(ratesBefore + 1));
    await rate.getByLabel(text.tuition.ageGroup).selectOption('infant');
    await rate.getByLabel(text.tuition.schedule).selectOption('full-time');
    await rate.getByLabel(text.tuition.period).selectOption('month');
    await rate.getByLabel(text.tuition.minDollars).fill('2600');
    await rate.getByLabel(text.tuition.maxDollars).fill('2400');
    await card.getByRole('button', { name: text.saveSection.tuition }).click();
    await expect(rate.getByText('The lowest price must not be above the highest price')).toBeVisible();
    await rate.getByLabel(text.tuition.minDollars).fill('2400');
    await rate.getByLabel(text.tuition.maxDollars).fill('2600');
    await card.getByRole('button', { name: text.saveSection.tuition }).click();
    await expect(toast(page, text.sectionSaved.tuition)).toBeVisible();
  });

  await test.step('hours: an impossible day is named beside it, then the week is saved', async () => {
    const card = programCard(page, programName);
    await tab(card, text.tabs.hours).click();
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) {
      const row = group(card, english(listingTexts.weekdays[day]));
      await row.getByLabel(text.hours.closed).uncheck();
      await row.getByLabel(text.hours.opens).fill('07:00');
      await row.getByLabel(text.hours.closes).fill(day === 'tue' ? '06:00' : '18:00');
    }
    await card.getByRole('button', { name: text.saveSection.hours }).click();
    const tuesday = group(card, english(listingTexts.weekdays.tue));
    await expect(tuesday.getByText('Closing time must be after opening time')).toBeVisible();
    await expect(tuesday.getByLabel(text.hours.closes)).toBeFocused();
    await tuesday.getByLabel(text.hours.closes).fill('18:00');
    await card.getByRole('button', { name: text.saveSection.hours }).click();
    await expect(toast(page, text.sectionSaved.hours)).toBeVisible();
    await expect(openPanel(card).getByText(text.savedAgo('today'))).toBeVisible();
  });

  await test.step('the dashboard after a reload: what was saved, how fresh, and no sideways scroll on a phone', async () => {
    await page.reload();
    const card = programCard(page, programName);
    await expect(group(card, english(programTexts.ageGroups.infant)).getByLabel(text.openings.openSeats)).toHaveValue('2');
    await screenshotBothSizes(page, 'provider-dashboard');
    await expectNoSidewaysScroll(page);
    for (const section of [text.tabs.openings, text.tabs.tuition, text.tabs.hours, text.tabs.offers, text.tabs.feed]) {
      await tab(card, section).click();
      await scan(page, `the dashboard, ${section}`);
    }
    await tab(card, text.tabs.openings).click();
  });

  await test.step('a feed token: its secret shown once, used by software, then revoked', async () => {
    const card = programCard(page, programName);
    await tab(card, text.tabs.feed).click();
    await card.getByLabel(text.feed.tokenLabel).fill('Front desk');
    await card.getByRole('button', { name: text.feed.createToken }).click();
    const secret = await card.getByLabel(text.feed.secretLabel, { exact: true }).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await screenshotBothSizes(page, 'provider-feed-token');

    const sent = await page.request.put(`/api/provider/programs/${encodeURIComponent(PROGRAM_ID)}/openings`, {
      headers: { Authorization: `Bearer ${secret}` },
      data: { ageGroups: [{ ageGroup: 'infant', openSeats: 1, waitlist: false, waitlistLength: null, nextOpeningOn: null }] },
    });
    expect(sent.status()).toBe(200);
    // The provider's own session token is not a feed token, and the other way round.
    expect(await storedToken(page)).not.toBe(secret);

    await page.reload();
    const reloaded = programCard(page, programName);
    await tab(reloaded, text.tabs.feed).click();
    await expect(reloaded.getByText(text.feed.secretTitle)).toHaveCount(0);
    await expect(reloaded.getByText('Front desk')).toBeVisible();
    await expect(reloaded.getByText(text.feed.lastUsed('today'), { exact: false })).toBeVisible();
    await reloaded.getByRole('button', { name: text.feed.revokeLabel('Front desk') }).click();
    const dialog = page.getByRole('dialog', { name: text.feed.revokeDialog.title });
    await dialog.getByRole('button', { name: text.feed.revokeDialog.confirm }).click();
    await expect(toast(page, text.feed.revokeDialog.done)).toBeVisible();
    await expect(reloaded.getByText(text.feed.noTokens)).toBeVisible();
  });

  await test.step('parents see what the provider and their software sent on the program’s page', async () => {
    await page.goto(`/programs/${PROGRAM_ID}`);
    await expect(page.getByText(english(listingTexts.seats(english(listingTexts.ageGroups.infant), english(listingTexts.openSeats(1)))))).toBeVisible();
    await logOut(page, provider);
  });

  await test.step('a parent looking along their commute for infant seats open until 18:00 finds it, sees how fresh, opens it and saves it', async () => {
    await registerInBrowser(page, parent);
    // The program is on the Boston waterfront (02110), on the way from Cambridge.
    await page.goto(`/route-results?${new URLSearchParams({ start: 'Cambridge, MA', end: '02110', openings: 'infant', openUntil: '18:00' })}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: programName, exact: true }) });
    await expect(card).toContainText(english(listingTexts.seats(english(listingTexts.ageGroups.infant), english(listingTexts.openSeats(1)))));
    await expect(card).toContainText(english(listingTexts.confirmed('today')));
    await screenshotBothSizes(page, 'parent-filtered-results');
    await card.getByRole('link', { name: programName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/programs/${PROGRAM_ID}\\?from=route`));
    await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();
    await page.getByRole('button', { name: english(programTexts.save(programName)), exact: true }).click();
    await expect(toast(page, english(savedTexts.daycareSaved))).toBeVisible();
    await logOut(page, parent);
  });

  await test.step('the operator reads every change in the audit log, then revokes the manager', async () => {
    await logIn(page, operator);
    await page.goto('/operator');
    await page.getByText(programName, { exact: true }).click();
    const audit = page.getByRole('group', { name: review.auditTitle, exact: true });
    for (const action of ['openings-updated', 'openings-confirmed', 'tuition-updated', 'hours-updated', 'token-created', 'token-revoked'] as const) {
      await expect(audit).toContainText(review.actions[action]);
    }
    await expect(audit).toContainText('by software, token "Front desk"');
    await screenshotBothSizes(page, 'operator-program');
    await scan(page, 'the operator page with a program’s audit log');

    await page.getByRole('button', { name: review.revokeLabel(`${provider.firstName} ${provider.lastName}`) }).click();
    await page.getByRole('dialog', { name: review.revokeDialog.title }).getByRole('button', { name: review.revokeDialog.confirm }).click();
    await expect(toast(page, review.revokeDialog.done)).toBeVisible();
    await expect(page.getByRole('group', { name: review.managersTitle, exact: true })).toContainText(review.noManagers);
  });
});
