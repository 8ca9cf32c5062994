import type { Page } from '@playwright/test';
import { profileTexts } from '../src/web/features/profile/profile-texts.js';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { travelModeTexts } from '../src/web/components/travel-mode-texts.js';
import { uiTexts } from '../src/web/components/ui/ui-texts.js';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { messages } from '../src/shared/messages.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { daycaresButton, routesButton } from './saved-lists.js';
import { screenshotBothSizes } from './screenshots.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { accountTexts } from '../src/web/lib/account-texts.js';
import { english } from './english.js';

const parent = { ...newParent('Priya', 'Shah'), newPassword: 'bright-mornings-29' };

const acorns = { name: 'Little Acorns Early Learning', address: '5 Oak Road, Quincy, MA 02169', placeId: 'e2e-acorns' };
const harbor = { name: 'Harbor Kids Preschool', address: '210 Main Street, Cambridge, MA 02142', placeId: 'e2e-harbor' };
const route = { origin: 'Quincy, MA', destination: 'Cambridge, MA', travelMode: 'DRIVING', daycareCount: 7, waypoints: [] };

const text = profileTexts;
const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });

async function logIn(page: Page, password: string) {
  await page.getByLabel(english(accountPagesTexts.login.email), { exact: true }).fill(parent.emailId);
  await page.getByLabel(english(accountPagesTexts.login.password), { exact: true }).fill(password);
  await page.getByRole('button', { name: english(accountPagesTexts.login.submit), exact: true }).click();
}

/** A session key as the browser stores it (null when missing). */
async function stored(page: Page, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  return origins.flatMap((origin) => origin.localStorage).find((item) => item.name === key)?.value ?? null;
}

/** Saves through the API with the page's own token: saving from the results page is wired elsewhere. */
async function seed(page: Page, path: string, data: object) {
  const token = await stored(page, SESSION_KEYS.token);
  const response = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `POST ${path}`).toBe(201);
}

test('a parent sees, removes and opens what they saved, and manages their profile', async ({ page, browserErrors }) => {
  // The wrong current password this journey types on purpose; Chromium logs every 4xx answer.
  browserErrors.allow(/status of 400 .*\/api\/users\/[^/]+\/password$/);

  await test.step('register: the profile invites to find daycares and create a route', async () => {
    await registerInBrowser(page, parent);
    await expect(routesButton(page, 0)).toBeVisible();
    await page.goto('/profile?tab=daycares');
    await expect(panel(page).getByRole('heading', { name: english(text.noSavedDaycares) })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: english(text.findDaycares) })).toHaveAttribute('href', '/');
    await screenshotBothSizes(page, 'profile-daycares-empty');
    await tab(page, english(text.tabs.routes)).click();
    await expect(panel(page).getByRole('link', { name: english(text.createRoute) })).toBeVisible();
  });

  await test.step('save two daycares and a route', async () => {
    await seed(page, '/api/daycares', acorns);
    await seed(page, '/api/daycares', harbor);
    await seed(page, '/api/routes', route);
  });

  await test.step('the header counts show them after a reload', async () => {
    await page.reload();
    await expect(daycaresButton(page, 2)).toBeVisible();
    await expect(routesButton(page, 1)).toBeVisible();
  });

  await test.step('the saved routes modal lists the route with its mode and count', async () => {
    await routesButton(page, 1).click();
    const routes = dialog(page, english(savedTexts.routesTitle));
    await expect(routes.getByRole('listitem')).toHaveCount(1);
    // The arrow is hidden from screen readers, which hear "to" instead.
    await expect(routes.getByRole('link', { name: `${route.origin} to ${route.destination}` })).toBeVisible();
    await expect(routes).toContainText(english(travelModeTexts.DRIVING));
    await expect(routes).toContainText(english(savedTexts.daycaresFound(7)));
    await screenshotBothSizes(page, 'saved-routes-modal');
    await page.keyboard.press('Escape');
    await expect(routes).toBeHidden();
  });

  await test.step('the saved daycares modal lists both, newest first, and removes one', async () => {
    // A second tab of the same parent, to see the count follow the removal made in the first.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/about');
    await expect(daycaresButton(otherTab, 2)).toBeVisible();

    await daycaresButton(page, 2).click();
    const daycares = dialog(page, english(savedTexts.daycaresTitle));
    await expect(daycares.getByRole('listitem')).toHaveCount(2);
    await expect(daycares.getByRole('listitem').first()).toContainText(harbor.name);
    await expect(daycares.getByRole('listitem').last()).toContainText(acorns.address);
    await screenshotBothSizes(page, 'saved-daycares-modal');

    await daycares.getByRole('button', { name: english(savedTexts.removeDaycare(acorns.name)) }).click();
    await expect(daycares.getByRole('listitem')).toHaveCount(1);
    await expect(toast(page, english(savedTexts.daycareRemoved))).toBeVisible();
    await daycares.getByRole('button', { name: english(uiTexts.close) }).click();
    await expect(daycaresButton(page, 1)).toBeVisible();
    await expect(daycaresButton(otherTab, 1)).toBeVisible();
    await otherTab.close();
  });

  await test.step('the profile shows one daycare and one route', async () => {
    await header(page).getByRole('button', { name: parent.firstName, exact: true }).click();
    await header(page).getByRole('link', { name: english(shellTexts.account.profile) }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: `${parent.firstName} ${parent.lastName}` })).toBeVisible();
    await expect(page.getByText(english(text.savedDaycaresBadge(1)), { exact: true })).toBeVisible();
    await expect(page.getByText(english(text.savedRoutesBadge(1)), { exact: true })).toBeVisible();
    await expect(panel(page)).toContainText(english(text.savedDaycareActivity(harbor.name)));
    await screenshotBothSizes(page, 'profile-overview');

    await tab(page, english(text.tabs.daycares)).click();
    await expect(page).toHaveURL('/profile?tab=daycares');
    await expect(panel(page).getByRole('article')).toHaveCount(1);
    await expect(panel(page).getByRole('article', { name: harbor.name })).toContainText(harbor.address);
    await screenshotBothSizes(page, 'profile-daycares');

    await tab(page, english(text.tabs.routes)).click();
    await expect(panel(page).getByRole('article', { name: english(text.routeTitle(1)) })).toContainText(route.destination);
    await screenshotBothSizes(page, 'profile-routes');
  });

  await test.step('View Route opens the results page with both addresses', async () => {
    await panel(page).getByRole('link', { name: english(text.viewRoute) }).click();
    await expect(page).toHaveURL(/\/route-results\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('start')).toBe(route.origin);
    expect(url.searchParams.get('end')).toBe(route.destination);
  });

  await test.step('the header menu opens the routes tab', async () => {
    await header(page).getByRole('button', { name: parent.firstName, exact: true }).click();
    await header(page).getByRole('link', { name: english(shellTexts.account.savedRoutes) }).click();
    await expect(tab(page, english(text.tabs.routes))).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('Edit Profile changes the name in the header and on the page', async () => {
    await tab(page, english(text.tabs.settings)).click();
    await screenshotBothSizes(page, 'profile-settings');
    await page.getByRole('button', { name: english(text.editProfile) }).click();
    const form = page.getByRole('form', { name: english(text.editProfile) });
    await form.getByLabel(english(text.phoneNumber), { exact: true }).fill('call me');
    await form.getByRole('button', { name: english(text.saveProfile) }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number');

    await form.getByLabel(english(text.firstName), { exact: true }).fill('Priyanka');
    await form.getByLabel(english(text.phoneNumber), { exact: true }).fill(parent.phoneNumber);
    await form.getByRole('button', { name: english(text.saveProfile) }).click();
    await expect(toast(page, english(text.profileUpdated))).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Priyanka', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Priyanka ${parent.lastName}` })).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('Change Password checks the fields, then the server, then changes it', async () => {
    await page.getByRole('button', { name: english(text.changePassword) }).click();
    const form = page.getByRole('form', { name: english(text.changePassword) });
    const fill = async (current: string, next: string, confirmation: string) => {
      await form.getByLabel(english(text.currentPassword), { exact: true }).fill(current);
      await form.getByLabel(english(text.newPassword), { exact: true }).fill(next);
      await form.getByLabel(english(text.confirmPassword), { exact: true }).fill(confirmation);
      await form.getByRole('button', { name: english(text.savePassword) }).click();
    };
    await fill(parent.password, parent.newPassword, 'something-else-1');
    await expect(form.getByRole('alert')).toHaveText(english(text.passwordsDiffer));
    await fill('not-my-password', parent.newPassword, parent.newPassword);
    await expect(form.getByRole('alert')).toHaveText(messages.auth.wrongCurrentPassword);
    await screenshotBothSizes(page, 'profile-settings-password-error');
    await fill(parent.password, parent.newPassword, parent.newPassword);
    await expect(toast(page, english(text.passwordChanged))).toBeVisible();
    // The change signed out every other session; this browser stored the token the answer carried.
    const profileAnswer = page.waitForResponse((response) => /\/api\/users\/[^/]+\/profile$/.test(response.url()));
    await page.reload();
    expect((await profileAnswer).status()).toBe(200);
    await expect(page.getByRole('tabpanel').getByRole('button', { name: english(accountTexts.logout) })).toBeVisible();
  });

  await test.step('Logout clears the session; the lists invite to log in', async () => {
    await page.getByRole('tabpanel').getByRole('button', { name: english(accountTexts.logout) }).click();
    await expect(page).toHaveURL('/');
    await expect(daycaresButton(page, 0)).toBeVisible();
    await daycaresButton(page, 0).click();
    await expect(dialog(page, english(savedTexts.daycaresTitle))).toContainText(english(savedTexts.signedOutDaycares));
    await screenshotBothSizes(page, 'saved-daycares-modal-signed-out');
    await dialog(page, english(savedTexts.daycaresTitle)).getByRole('link', { name: english(savedTexts.logIn) }).click();
    await expect(page).toHaveURL('/login?next=%2F');
    await logIn(page, parent.newPassword);
    await expect(page).toHaveURL('/');
    await expect(daycaresButton(page, 1)).toBeVisible();
  });

  await test.step('a malformed token sends the profile to log in, and back afterwards', async () => {
    // A string, not a function: the e2e code is type-checked without the DOM library.
    await page.evaluate(`localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, 'not-a-token')`);
    await page.goto('/profile?tab=settings');
    await expect(page).toHaveURL('/login?next=%2Fprofile%3Ftab%3Dsettings');
    for (const key of Object.values(SESSION_KEYS)) expect(await stored(page, key), key).toBeNull();
    await logIn(page, parent.newPassword);
    await expect(page).toHaveURL('/profile?tab=settings');
  });

  await test.step('Preferences are saved and survive a reload', async () => {
    const marketing = page.getByRole('checkbox', { name: english(text.marketingEmails) });
    const location = page.getByRole('checkbox', { name: english(text.locationServices) });
    await expect(marketing).not.toBeChecked();
    await expect(location).toBeChecked();
    await marketing.check();
    await location.uncheck();
    await expect(page.getByRole('status').filter({ hasText: english(text.preferencesSaved) })).toBeVisible();

    await page.reload();
    await expect(marketing).toBeChecked();
    await expect(location).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: english(text.emailNotifications) })).toBeChecked();
  });
});
