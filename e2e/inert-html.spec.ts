import type { Page } from '@playwright/test';
import { contactTexts } from '../src/web/features/contact/contact-texts.js';
import { profileTexts } from '../src/web/features/profile/profile-texts.js';
import { english, englishTexts } from './english.js';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { assistantTexts } from '../src/web/features/assistant/assistant-texts.js';

// HTML typed by a parent (or sent straight to the API) is stored as text and shown as text.
const daycareName = '<img src=x onerror="window.__pwned=1">Sunny <b>Days</b>';
const parent = newParent('<img src=x onerror="window.__pwned=1">Ada', '<b>Lovelace</b>', { address: '<i>1</i> Harbor Way, Boston, MA 02110' });
const other = { name: 'Harbor Kids Preschool', address: '210 Main Street, Cambridge, MA 02142' };
const contactMessage = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"> Do you have <b>infant</b> openings?';

const header = (page: Page) => page.getByRole('banner');

/** Nothing the payloads describe became an element, and no handler of theirs ran. */
async function expectInert(page: Page) {
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b, i', { hasText: /^(Days|Lovelace|1|infant)$/ })).toHaveCount(0);
}

test('HTML in names, saved daycares and messages is shown as text and never runs', async ({ page }) => {
  await test.step('register with HTML in the name and address; save daycares named with HTML', async () => {
    await registerInBrowser(page, parent);
    const token = await page.evaluate(`localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})`);
    for (const daycare of [{ name: daycareName, address: parent.address }, other]) {
      const response = await page.request.post('/api/daycares', {
        data: daycare,
        headers: { Authorization: `Bearer ${String(token)}` },
      });
      expect(response.status()).toBe(201);
      // Stored as sent: no escaping or stripping on the way in, which would garble real names.
      expect((await response.json()) as unknown).toMatchObject(daycare);
    }
    await page.reload();
  });

  await test.step('the header and its saved daycares modal show the text literally', async () => {
    const account = header(page).getByRole('button', { name: parent.firstName, exact: true });
    await expect(account).toBeVisible();
    await account.click();
    await expect(header(page).getByText(`${parent.firstName} ${parent.lastName}`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await header(page).getByRole('button', { name: english(savedTexts.daycaresButton(2)), exact: true }).click();
    const modal = page.getByRole('dialog', { name: english(savedTexts.daycaresTitle) });
    await expect(modal.getByText(daycareName, { exact: true })).toBeVisible();
    await expect(modal.getByText(parent.address, { exact: true })).toBeVisible();
    await expectInert(page);
    await page.keyboard.press('Escape');
  });

  await test.step('the profile shows the name and the saved daycare literally', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: `${parent.firstName} ${parent.lastName}` })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(english(profileTexts.savedDaycareActivity(daycareName)));
    await page.getByRole('tab', { name: english(profileTexts.tabs.daycares) }).click();
    await expect(page.getByRole('article', { name: daycareName }).getByRole('heading', { name: daycareName })).toBeVisible();
    await page.getByRole('tab', { name: english(profileTexts.tabs.settings) }).click();
    await expect(page.getByRole('tabpanel').getByText(parent.lastName, { exact: true })).toBeVisible();
    await expectInert(page);
  });

  await test.step("Nanny's comparison table and the echoed question show it literally", async () => {
    await page.goto('/ai-companion');
    const question = `Compare ${daycareName} and ${other.name}`;
    await page.getByRole('textbox', { name: englishTexts(assistantTexts).inputLabel }).fill(question);
    await page.getByRole('button', { name: englishTexts(assistantTexts).send, exact: true }).click();
    const table = page.getByRole('table');
    await expect(table.getByText(daycareName, { exact: true })).toBeVisible();
    await expect(page.getByRole('log').getByText(question, { exact: true })).toBeVisible();
    await expectInert(page);
  });

  await test.step('a contact message with HTML is accepted as text', async () => {
    await page.goto('/contact');
    const text = contactTexts;
    await expect(page.getByLabel(english(text.name), { exact: true })).toHaveValue(`${parent.firstName} ${parent.lastName}`);
    await page.getByLabel(english(text.subject), { exact: true }).fill('<b>Openings</b>');
    await page.getByLabel(english(text.message), { exact: true }).fill(contactMessage);
    const sent = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: english(text.send), exact: true }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText(english(text.sent))).toBeVisible();
    await expectInert(page);
  });
});
