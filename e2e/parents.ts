import type { Page } from '@playwright/test';
import { english } from './english.js';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { expect } from './fixtures.js';

export interface TestParent {
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
  address: string;
  phoneNumber: string;
}

let parentsMade = 0;

/**
 * A parent to register in a journey: unique per run and per worker (the e-mail carries the time
 * and the worker's process), so journeys also pass against a database that is not fresh and beside
 * one another (docs/decisions/0042-two-journeys-at-a-time.md). `details` overrides any field.
 */
export function newParent(firstName: string, lastName: string, details: Partial<TestParent> = {}): TestParent {
  parentsMade += 1;
  const mailbox = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    firstName,
    lastName,
    emailId: `${mailbox}+${Date.now()}-${process.pid}-${parentsMade}@example.com`,
    password: 'long-commute-2026',
    address: '40 Hancock Street, Quincy, MA 02171',
    phoneNumber: '617-555-0177',
    ...details,
  };
}

/** Fills in the Register form on the page shown and sends it, as a parent does. */
export async function fillRegistration(page: Page, parent: TestParent): Promise<void> {
  const form = accountPagesTexts.register;
  await page.getByLabel(english(form.firstName), { exact: true }).fill(parent.firstName);
  await page.getByLabel(english(form.lastName), { exact: true }).fill(parent.lastName);
  await page.getByLabel(english(form.email), { exact: true }).fill(parent.emailId);
  await page.getByLabel(english(form.password), { exact: true }).fill(parent.password);
  await page.getByLabel(english(form.address), { exact: true }).fill(parent.address);
  await page.getByLabel(english(form.phoneNumber), { exact: true }).fill(parent.phoneNumber);
  await page.getByRole('button', { name: english(form.submit), exact: true }).click();
}

/** Registers through the Register page, as a parent does, and waits for the home page. */
export async function registerInBrowser(page: Page, parent: TestParent): Promise<void> {
  await page.goto('/register');
  await fillRegistration(page, parent);
  await expect(page).toHaveURL('/');
}
