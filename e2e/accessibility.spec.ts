import type { Page } from '@playwright/test';
import { blogTexts } from '../src/web/features/blog/blog-texts.js';
import { contactTexts } from '../src/web/features/contact/contact-texts.js';
import { profileTexts } from '../src/web/features/profile/profile-texts.js';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { showAs } from './screenshots.js';
import { expectResultsShown, search } from './search-page.js';
import { howItWorksTexts } from '../src/web/features/how-it-works/how-it-works-texts.js';
import { aboutTexts } from '../src/web/features/about/about-texts.js';
import { english, englishTexts } from './english.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { assistantTexts } from '../src/web/features/assistant/assistant-texts.js';

// A dozen scans per test, a few seconds each on a busy 2-core machine (the results pages hold
// hundreds of elements): more than the default minute.
test.describe.configure({ timeout: 120_000 });

const parent = newParent('Noor', 'Haddad');
const acorns = { name: 'Little Acorns Early Learning', address: '5 Oak Road, Quincy, MA 02169', placeId: 'a11y-acorns', phoneNumber: '617-555-0100' };
const harbor = { name: 'Harbor Kids Preschool', address: '210 Main Street, Cambridge, MA 02142', placeId: 'a11y-harbor' };
const route = { origin: 'Quincy, MA', destination: 'Cambridge, MA', travelMode: 'DRIVING', daycareCount: 7, waypoints: [] };
const commute = '/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA';
const nearby = '/route-results?search=daycare&location=02139';

const nanny = englishTexts(assistantTexts);
const header = (page: Page) => page.getByRole('banner');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const savedListButton = (page: Page, title: string) =>
  header(page).getByRole('button', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

async function scanSavedLists(page: Page, state: string) {
  for (const title of [english(savedTexts.daycaresTitle), english(savedTexts.routesTitle)]) {
    await savedListButton(page, title).click();
    await expect(dialog(page, title)).toBeVisible();
    await scan(page, `${title} modal, ${state}`);
    await page.keyboard.press('Escape');
    await expect(dialog(page, title)).toBeHidden();
  }
}

async function askNanny(page: Page, question: string) {
  await page.getByRole('textbox', { name: nanny.inputLabel }).fill(question);
  await page.getByRole('button', { name: nanny.send, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: nanny.typing })).toBeHidden();
}

test('the search pages, signed out: no serious or critical accessibility violation', async ({ page }) => {
  await test.step('home, each way to search', async () => {
    await page.goto('/');
    await expect(page.getByText('2,000', { exact: true })).toBeVisible();
    for (const name of [searchFormTexts.routeTab, searchFormTexts.nearbyTab, searchFormTexts.aiTab].map(english)) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await scan(page, `home, ${name} tab`);
    }
  });

  await test.step('home on a phone, the folded menu open', async () => {
    await showAs(page, 'phone');
    await header(page).getByRole('button', { name: english(shellTexts.nav.menu) }).click();
    await expect(header(page).getByRole('link', { name: english(shellTexts.nav.blog) })).toBeVisible();
    await scan(page, 'home on a phone, menu open');
    await showAs(page, 'desktop');
  });

  await test.step('route results with the map, and a marker info window', async () => {
    await page.goto(commute);
    await expectResultsShown(page);
    await expect(search.routeLine(page).first()).toBeVisible();
    await scan(page, 'route results');
    const first = (await search.names(page).first().textContent()) ?? '';
    await page.locator(`.leaflet-marker-icon[title="${first}"]`).dispatchEvent('click');
    await expect(page.locator('.leaflet-popup-content')).toContainText(first);
    // Leaflet fades the window in; colours read mid-fade are blends, not what a parent sees.
    await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
    await scan(page, 'route results, info window open');
  });

  await test.step('search results with the map', async () => {
    await page.goto(nearby);
    await expectResultsShown(page);
    await scan(page, 'search results');
  });

});

test('the other pages, signed out: no serious or critical accessibility violation', async ({ page }) => {
  await test.step('blog, and an open article', async () => {
    await page.goto('/blog');
    const list = page.getByRole('region', { name: english(blogTexts.documentTitle) });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await scan(page, 'blog');
    await list.getByRole('link', { name: /^Read More: / }).first().click();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await scan(page, 'blog article dialog');
  });

  await test.step('about, both tabs', async () => {
    await page.goto('/about');
    await expect(page.getByRole('tabpanel').locator('dd').first()).not.toBeEmpty();
    await scan(page, 'about, at a glance');
    await tab(page, english(aboutTexts.tabs.history)).click();
    await expect(page.getByRole('heading', { name: english(aboutTexts.milestones[0].title) })).toBeVisible();
    await scan(page, 'about, history');
  });

  await test.step('how it works, a question open', async () => {
    await page.goto('/how-it-works');
    const { question } = howItWorksTexts.faq[0];
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByRole('region', { name: question })).toBeVisible();
    await scan(page, 'how it works, FAQ open');
  });

  await test.step('contact, login, register and a missing page', async () => {
    for (const [path, title] of [
      ['/contact', english(contactTexts.title)],
      ['/login', english(accountPagesTexts.login.title)],
      ['/register', english(accountPagesTexts.register.title)],
      ['/no-such-page', english(shellTexts.notFound.title)],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await scan(page, path);
    }
  });

  await test.step('AI companion with a conversation', async () => {
    await page.goto('/ai-companion');
    await page.getByRole('group', { name: nanny.chipsLabel }).getByRole('button').first().click();
    await expect(page.getByRole('status').filter({ hasText: nanny.typing })).toBeHidden();
    await askNanny(page, 'Where is the nearest park?');
    await scan(page, 'AI companion, with a conversation');
  });

  await test.step('the saved lists invite to log in', async () => {
    await scanSavedLists(page, 'signed out');
  });
});

test('every page, signed in: no serious or critical accessibility violation', async ({ page }) => {
  await registerInBrowser(page, parent);
  const token = await page.evaluate(`localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})`);
  const headers = { Authorization: `Bearer ${String(token)}` };
  for (const [path, data] of [
    ['/api/daycares', acorns],
    ['/api/daycares', harbor],
    ['/api/routes', route],
  ] as const) {
    expect((await page.request.post(path, { data, headers })).status(), `POST ${path}`).toBe(201);
  }

  await test.step('home, the account menu open', async () => {
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: english(savedTexts.daycaresButton(2)) })).toBeVisible();
    await scan(page, 'home, signed in');
    await header(page).getByRole('button', { name: parent.firstName, exact: true }).click();
    await expect(header(page).getByRole('link', { name: english(shellTexts.account.profile) })).toBeVisible();
    await scan(page, 'home, account menu open');
  });

  await test.step('the saved lists, with items', async () => {
    await scanSavedLists(page, 'with items');
  });

  await test.step('route results with a saved program', async () => {
    await page.goto(commute);
    await expectResultsShown(page);
    const first = (await search.names(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: english(programTexts.save(first)), exact: true }).click();
    await expect(page.getByRole('button', { name: english(programTexts.remove(first)), exact: true })).toBeVisible();
    await scan(page, 'route results, signed in');
  });

  await test.step('profile, each tab and the settings forms', async () => {
    await page.goto('/profile');
    for (const name of Object.values(profileTexts.tabs).map(english)) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await scan(page, `profile, ${name} tab`);
    }
    await page.getByRole('button', { name: english(profileTexts.editProfile) }).click();
    await page.getByRole('button', { name: english(profileTexts.changePassword) }).click();
    await expect(page.getByRole('form', { name: english(profileTexts.changePassword) })).toBeVisible();
    await scan(page, 'profile, settings forms open');
  });

  await test.step('contact, pre-filled', async () => {
    await page.goto('/contact');
    await expect(page.getByText(english(contactTexts.welcomeBack))).toBeVisible();
    await scan(page, 'contact, signed in');
  });

  await test.step('AI companion comparing saved daycares', async () => {
    await page.goto('/ai-companion');
    await askNanny(page, `Compare ${acorns.name} and ${harbor.name}`);
    await expect(page.getByRole('table')).toBeVisible();
    await scan(page, 'AI companion, comparing saved daycares');
  });
});

test('a move to another page puts keyboard focus on its content, not back at the top', async ({ page }) => {
  await page.goto('/');
  const aboutLink = header(page).getByRole('link', { name: english(shellTexts.nav.about), exact: true });
  await aboutLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  const main = page.getByRole('main');
  await expect(main).toBeFocused();
  // The page itself is a lazy chunk: Tab into it once it is there.
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await main.evaluate((region) => region.contains(document.activeElement) && region !== document.activeElement)).toBe(true);

  // The same after a click in the menu.
  await page.goto('/contact');
  await header(page).getByRole('link', { name: english(shellTexts.nav.blog), exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(main).toBeFocused();
});
