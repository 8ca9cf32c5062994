import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { messages } from '../src/shared/messages.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { expectNoSidewaysScroll } from './search-page.js';
import { screenshotBothSizes } from './screenshots.js';

const parent = newParent('Nadia', 'Brooks');
const provider = newParent('Tomas', 'Reyes');
const operator = newParent('Olu', 'Adams');

/** A demo program with a licence number (demo ids are stable), claimed by the provider below. */
const PROGRAM_ID = 'demo:23';
const text = messages.alerts;

test.describe.configure({ timeout: 180_000 });

/** Makes an account an operator the way a site's owner does (as in provider.spec.ts). */
function grantOperator(emailId: string): void {
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'grant-operator', emailId], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

async function registerByApi(request: APIRequestContext, who: typeof provider): Promise<string> {
  const answer = await request.post('/api/auth/register', { data: who });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The newest alert email to an address, read from the outbox table of the e2e server's database
 * (the mail worker sends it from there: docs/decisions/0022).
 */
function latestAlertEmail(to: string): { subject: string; htmlBody: string; textBody: string; headers: string } | undefined {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? '', 'careroute.sqlite'), { readonly: true });
  try {
    return db
      .prepare("select subject, html_body as htmlBody, text_body as textBody, headers from email_outbox where to_address = ? and kind = 'alert' order by created_at desc")
      .get(to) as { subject: string; htmlBody: string; textBody: string; headers: string } | undefined;
  } finally {
    db.close();
  }
}

const bell = (page: Page, unread: number) => page.getByRole('banner').getByRole('link', { name: text.bellLabel(unread), exact: true });

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

  await test.step('a provider claims the program, is approved, and reports infant openings', async () => {
    const request = page.request;
    const providerToken = await registerByApi(request, provider);
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
    await expect(item).toContainText(text.openingsBody(text.ageGroupNames.infant, text.routeLabel(origin, 'Boston, MA')));
    await expect(item.getByText(text.unread)).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();
    await screenshotBothSizes(page, 'alerts-notifications');
    await expectNoSidewaysScroll(page);
    await scan(page, 'the notification centre');
    await item.getByRole('link', { name: text.viewProgram }).click();
    await expect(page).toHaveURL(`/programs/${PROGRAM_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: facts.name })).toBeVisible();
  });

  await test.step('the alert email has a working program link and a one-click unsubscribe link', async () => {
    const email = latestAlertEmail(parent.emailId);
    expect(email?.subject).toBe(text.openingsTitle(facts.name));
    const headers = JSON.parse(email?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The email as a mail client shows it, in Chromium.
    await page.setContent(email?.htmlBody ?? '');
    await screenshotBothSizes(page, 'alerts-email');
    const programHref = await page.getByRole('link', { name: text.emailViewProgram }).getAttribute('href');
    const unsubscribeHref = await page.getByRole('link', { name: text.emailUnsubscribe }).getAttribute('href');
    // Links start at PUBLIC_URL; the test server answers on its own address.
    const local = (href: string | null) => new URL(href ?? '').pathname;
    await page.goto(local(programHref));
    await expect(page.getByRole('heading', { level: 1, name: facts.name })).toBeVisible();
    await page.goto(local(unsubscribeHref));
    await expect(page.getByText(text.unsubscribeQuestion(text.routeLabel(origin, 'Boston, MA')))).toBeVisible();
    await screenshotBothSizes(page, 'alerts-unsubscribe');
    await page.getByRole('button', { name: text.unsubscribeButton }).click();
    await expect(page.getByRole('status').filter({ hasText: text.unsubscribeDone(text.routeLabel(origin, 'Boston, MA')) })).toBeVisible();
    await page.goto('/profile?tab=routes');
    await expect(page.getByText(text.alertOn(text.ageGroupNames.infant, text.emailModeShort.off))).toBeVisible();
  });
});
