import type { APIRequestContext, Page } from '@playwright/test';
import { english, englishTexts } from './english.js';
import { notificationsBellTexts } from '../src/web/features/alerts/components/notifications-bell-texts.js';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { messages } from '../src/shared/messages.js';
import { alertsTexts } from '../src/web/features/alerts/alerts-texts.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { grantOperator } from './grant-operator.js';
import { linkIn, waitForAccountEmail } from './account-mail.js';
import { waitForEmail } from './mailbox.js';
import { newParent, registerInBrowser } from './parents.js';
import { expectNoSidewaysScroll } from './search-page.js';
import { screenshotBothSizes } from './screenshots.js';

const parent = newParent('Nadia', 'Brooks');
const provider = newParent('Tomas', 'Reyes');
const operator = newParent('Olu', 'Adams');

/** A demo program with a licence number (demo ids are stable), claimed by the provider below. */
const PROGRAM_ID = 'demo:23';
/** The alerts' texts: those the API shares (messages.alerts) and the pages' own. */
const text = { ...messages.alerts, ...englishTexts(alertsTexts) };

test.describe.configure({ timeout: 180_000 });

async function registerByApi(request: APIRequestContext, who: typeof provider): Promise<string> {
  const answer = await request.post('/api/auth/register', { data: who });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

const bell = (page: Page, unread: number) => page.getByRole('banner').getByRole('link', { name: english(notificationsBellTexts.label(unread)), exact: true });

test('a parent turns on infant alerts for a saved route, a provider reports infant openings on it, and the parent is told', async ({ page, browserErrors }) => {
  // The email's HTML shown with setContent has no icon of its own: Chromium asks this server for one.
  browserErrors.allow(/favicon\.ico/);
  const facts = (await (await page.request.get(`/api/catalogue/${encodeURIComponent(PROGRAM_ID)}`)).json()) as {
    name: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    licenseNumber: string;
  };
  // The program's own address starts the route: the offline geocoder places it exactly on the program.
  const origin = `${facts.address}, ${facts.city}, ${facts.state} ${facts.zip}`;
  const routeLabel = text.routeLabel(origin, 'Boston, MA');

  await test.step('the parent registers and saves a route that passes the program', async () => {
    await registerInBrowser(page, parent);
    const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
    const saved = await page.request.post('/api/routes', { data: { origin, destination: 'Boston, MA' }, headers: { authorization: `Bearer ${token}` } });
    expect(saved.status()).toBe(201);
    await expect(bell(page, 0)).toBeVisible();
  });

  await test.step('turns on infant alerts with instant email from the saved routes tab', async () => {
    await page.goto('/profile?tab=routes');
    await page.getByRole('button', { name: text.alertMe }).click();
    const form = page.getByRole('form', { name: text.formTitle });
    await expect(form.getByLabel(text.ageGroupNames.infant)).toBeChecked();
    await expect(form.getByLabel(text.emailModes.instant)).toBeChecked();
    await form.getByLabel(text.openUntilLabel).fill('17:00');
    await screenshotBothSizes(page, 'alerts-form');
    await expectNoSidewaysScroll(page);
    await scan(page, 'the alert form');
    await form.getByLabel(text.openUntilLabel).fill('');
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.alertOn(text.ageGroupNames.infant, text.emailModeShort.instant))).toBeVisible();
  });

  await test.step('watches a place too: a nearby search offers alerts near the place searched', async () => {
    await page.goto(`/route-results?${new URLSearchParams({ search: 'daycare', location: 'Quincy, MA' }).toString()}`);
    await page.getByRole('button', { name: text.alertMeNearHere }).click();
    const form = page.getByRole('form', { name: /^Alerts within 3\.1 miles of / });
    await form.getByLabel(text.ageGroupNames.toddler).check();
    await form.getByLabel(text.emailModes.daily).check();
    await screenshotBothSizes(page, 'alerts-place-form');
    await scan(page, 'a nearby search with the place alert form');
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.alertOn(`${text.ageGroupNames.infant}, ${text.ageGroupNames.toddler}`, text.emailModeShort.daily))).toBeVisible();
  });

  const beforeOpenings = new Date();
  await test.step('a provider claims the program, is approved, and reports infant openings', async () => {
    const request = page.request;
    const providerToken = await registerByApi(request, provider);
    // Claiming a program needs a verified email: the provider opens the link of the verification email.
    const verification = new URL(linkIn(await waitForAccountEmail(provider.emailId, 'verify-email'), '/verify-email'));
    const verified = await request.post('/api/auth/verify-email', { data: { token: verification.searchParams.get('token') } });
    expect(verified.status(), await verified.text()).toBe(200);
    const operatorToken = await registerByApi(request, operator);
    grantOperator(operator.emailId);
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const claim = await request.post('/api/provider/claims', {
      headers: as(providerToken),
      data: { programId: PROGRAM_ID, roleAtProgram: 'Director', phone: '617 555 0100', note: 'I run the infant room.', licenseNumber: facts.licenseNumber },
    });
    expect(claim.status(), await claim.text()).toBe(201);
    const approved = await request.post(`/api/operator/claims/${((await claim.json()) as { id: string }).id}/approve`, { headers: as(operatorToken) });
    expect(approved.status()).toBe(200);
    const seats = (openSeats: number) => ({ ageGroups: [{ ageGroup: 'infant', openSeats, waitlist: false, waitlistLength: null, nextOpeningOn: null }] });
    const openings = `/api/provider/programs/${encodeURIComponent(PROGRAM_ID)}/openings`;
    // None first (the demo listing may show infant seats already), then fresh seats.
    expect((await request.put(openings, { headers: as(providerToken), data: seats(0) })).status()).toBe(200);
    expect((await request.put(openings, { headers: as(providerToken), data: seats(2) })).status()).toBe(200);
  });

  await test.step("the parent's bell shows it, and the notification centre lists it with its links", async () => {
    await page.goto('/');
    await expect(bell(page, 1)).toBeVisible();
    await screenshotBothSizes(page, 'alerts-bell');
    await bell(page, 1).click();
    await expect(page).toHaveURL('/notifications');
    const item = page.getByRole('article', { name: text.openingsTitle(facts.name) });
    await expect(item).toContainText(text.openingsBody(text.ageGroupNames.infant, routeLabel));
    await expect(item.getByText(text.unread)).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();
    await screenshotBothSizes(page, 'alerts-notifications');
    await expectNoSidewaysScroll(page);
    await scan(page, 'the notification centre');
    await item.getByRole('link', { name: text.viewProgram }).click();
    await expect(page).toHaveURL(`/programs/${PROGRAM_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: facts.name })).toBeVisible();
  });

  await test.step('the alert email arrives with a working program link and a one-click unsubscribe link', async () => {
    const email = await waitForEmail({ to: parent.emailId, subject: /^Openings at /, since: beforeOpenings });
    expect(email.subject).toBe(text.openingsTitle(facts.name));
    expect(email.text).toContain(text.openingsBody(text.ageGroupNames.infant, routeLabel));
    const [, oneClick] = /^<(.+)>$/.exec(email.headers['list-unsubscribe'] ?? '') ?? [];
    expect(oneClick).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]+$/);
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The email as a mail client shows it, in Chromium.
    await page.setContent(email.html);
    await screenshotBothSizes(page, 'alerts-email');
    const programHref = await page.getByRole('link', { name: text.emailViewProgram }).getAttribute('href');
    const unsubscribeHref = await page.getByRole('link', { name: text.emailUnsubscribe }).getAttribute('href');
    expect(email.links).toEqual(expect.arrayContaining([programHref, unsubscribeHref]));
    await page.goto(programHref ?? '');
    await expect(page.getByRole('heading', { level: 1, name: facts.name })).toBeVisible();
    // The header's address is the API's, for mail clients: it describes the same alert.
    expect(await (await page.request.get(oneClick ?? '')).json()).toEqual({ label: routeLabel, email: 'instant' });

    await page.goto(unsubscribeHref ?? '');
    await expect(page.getByText(text.unsubscribeQuestion(routeLabel))).toBeVisible();
    await screenshotBothSizes(page, 'alerts-unsubscribe');
    await scan(page, 'the unsubscribe page');
    await page.getByRole('button', { name: text.unsubscribeButton }).click();
    await expect(page.getByRole('status').filter({ hasText: text.unsubscribeDone(routeLabel) })).toBeVisible();
    await page.goto('/profile?tab=routes');
    await expect(page.getByText(text.alertOn(text.ageGroupNames.infant, text.emailModeShort.off))).toBeVisible();
    // A mail client's one-click POST (RFC 8058) on an alert already off still answers, and leaves it off.
    const posted = await page.request.post(oneClick ?? '', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
    expect(await posted.json()).toEqual({ label: routeLabel, email: 'off' });
  });
});
