import type { Page } from '@playwright/test';
import { ASSISTANT_TYPING_DELAY_MS, SESSION_KEYS } from '../src/shared/constants.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { english, englishTexts } from './english.js';
import { assistantTexts } from '../src/web/features/assistant/assistant-texts.js';

const text = englishTexts(assistantTexts);

const log = (page: Page) => page.getByRole('log', { name: text.logLabel });
/** The chat's own messages, not the list items inside a reply. */
const entries = (page: Page) => log(page).locator(':scope > ol > li');
const question = (page: Page) => page.getByRole('textbox', { name: text.inputLabel });
const sendButton = (page: Page) => page.getByRole('button', { name: text.send, exact: true });
const chip = (page: Page, label: string) => page.getByRole('group', { name: text.chipsLabel }).getByRole('button', { name: label });
const typing = (page: Page) => page.getByRole('status').filter({ hasText: text.typing });

/** Sends a message and returns Nanny's reply to it: the chat's entry at `index`. */
async function askNanny(page: Page, message: string, index: number) {
  await question(page).fill(message);
  await sendButton(page).click();
  return entries(page).nth(index);
}

/** The title of the first list in each chip's reply, in chip order (the safety chip asks for the checklist). */
const CHIP_REPLIES = ['License and safety', 'How to read reviews', 'Compare on', 'Tips for first-time parents', 'License and safety'];
const CHIPS = text.chips.map((chip, index) => ({ ...chip, replyTitle: CHIP_REPLIES[index] ?? '' }));

/**
 * Sends a question and waits for Nanny's reply: while she types, nothing else can be sent. The
 * page's clock stands still while that is checked, so a slow machine cannot miss the 1.5 s of
 * typing between two checks; then it moves on by those 1.5 s.
 */
async function sendAndExpectReply(page: Page, send: () => Promise<void>) {
  // A second ahead: the page's clock keeps running while this call travels; nothing is due then.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await send();
  await expect(typing(page)).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await expect(chip(page, text.chips[0].label)).toBeDisabled();
  await page.clock.runFor(ASSISTANT_TYPING_DELAY_MS);
  await expect(typing(page)).toBeHidden();
  await page.clock.resume();
}

test('Nanny answers the quick questions, keeps the chat across a reload and clears it', async ({ page }) => {
  await test.step('the greeting, and nothing to send yet', async () => {
    await page.clock.install();
    await page.goto('/ai-companion');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await expect(log(page)).toContainText(text.greeting);
    await expect(sendButton(page)).toBeDisabled();
    await question(page).fill('   \n  ');
    await expect(sendButton(page)).toBeDisabled();
    await question(page).press('Enter');
    await expect(entries(page)).toHaveCount(1);
    await question(page).fill('');
    await screenshotBothSizes(page, 'nanny-greeting');
  });

  await test.step('each quick question sends itself and gets its own reply', async () => {
    for (const [index, { label, question: asked, replyTitle }] of CHIPS.entries()) {
      await sendAndExpectReply(page, async () => {
        await chip(page, label).click();
        await expect(entries(page).nth(1 + index * 2)).toContainText(asked);
        await expect(question(page)).toHaveValue('');
      });
      const reply = entries(page).nth(2 + index * 2);
      await expect(reply.getByText(replyTitle, { exact: true })).toBeVisible();
      if (index === 0) {
        await reply.scrollIntoViewIfNeeded();
        await screenshotBothSizes(page, 'nanny-checklist');
      }
    }
    await expect(entries(page)).toHaveCount(11);
  });

  await test.step('Shift+Enter adds a line, Enter sends', async () => {
    await question(page).fill('Where is the');
    await question(page).press('Shift+Enter');
    await question(page).pressSequentially('nearest park?');
    await expect(question(page)).toHaveValue('Where is the\nnearest park?');
    await expect(entries(page)).toHaveCount(11);
    await expect(sendButton(page)).toBeEnabled();
    await sendAndExpectReply(page, async () => {
      await question(page).press('Enter');
      await expect(question(page)).toHaveValue('');
      await expect(question(page)).toBeFocused();
    });
    await expect(entries(page).last()).toContainText('You asked: “Where is the\nnearest park?”');
  });

  await test.step('the conversation survives a reload, and clears', async () => {
    await page.reload();
    await expect(entries(page)).toHaveCount(13);
    await page.getByRole('button', { name: text.clear }).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(question(page)).toBeFocused();
    await page.reload();
    await expect(entries(page)).toHaveCount(1);
  });
});

const parent = newParent('Dana', 'Okafor');

const acorns = {
  name: 'Little Acorns Early Learning',
  address: '5 Oak Road, Quincy, MA 02169',
  placeId: 'e2e-nanny-acorns',
  phoneNumber: '617-555-0111',
  capacity: 48,
  licenseNumber: 'EEC-1001',
};
const harbor = {
  name: 'Harbor Kids Preschool',
  address: '210 Main Street, Cambridge, MA 02142',
  placeId: 'e2e-nanny-harbor',
  phoneNumber: '617-555-0122',
  capacity: 30,
  licenseNumber: 'EEC-2002',
};

test('Nanny compares two saved daycares side by side', async ({ page }) => {
  await registerInBrowser(page, parent);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token);
  for (const daycare of [acorns, harbor]) {
    const response = await page.request.post('/api/daycares', { data: daycare, headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), `save ${daycare.name}`).toBe(201);
  }

  await page.clock.install();
  await page.goto('/ai-companion');
  await question(page).fill('Can you compare little acorns early learning and HARBOR KIDS PRESCHOOL?');
  await sendAndExpectReply(page, () => sendButton(page).click());

  const table = log(page).getByRole('table', { name: text.table.caption(2) });
  await expect(table.getByRole('columnheader')).toHaveText([acorns.name, harbor.name]);
  const rows: [string, string, string][] = [
    [text.table.address, acorns.address, harbor.address],
    [text.table.phone, acorns.phoneNumber, harbor.phoneNumber],
    [text.table.capacity, '48', '30'],
    [text.table.license, acorns.licenseNumber, harbor.licenseNumber],
  ];
  for (const [label, first, second] of rows) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([first, second]);
  }
  await screenshotBothSizes(page, 'nanny-compare');
});

/*
 * The home AI tab lives here with Nanny: both are the assistant's pages, and this
 * journey needs the extraction endpoint, which the server half of the issue provides.
 */
test('the home AI tab turns a trip into a route and a ZIP into a search', async ({ page }) => {
  const home = searchFormTexts;
  const askAi = async (request: string) => {
    await page.goto('/');
    await page.getByRole('tab', { name: english(home.aiTab), exact: true }).click();
    await page.getByLabel(english(home.aiLabel)).fill(request);
    await page.getByRole('button', { name: english(home.aiSubmit), exact: true }).click();
  };

  await test.step('a trip opens the route view with both ends', async () => {
    await askAi('I drive from Quincy, MA to Cambridge, MA');
    await expect(page).toHaveURL(/\/route-results\?start=Quincy%2C\+MA&end=Cambridge%2C\+MA/);
    await expect(page.getByRole('combobox', { name: english(home.start), exact: true })).toHaveValue('Quincy, MA');
    await expect(page.getByRole('combobox', { name: english(home.end), exact: true })).toHaveValue('Cambridge, MA');
  });

  await test.step('a ZIP code opens the search view around it', async () => {
    await askAi('daycare near 02139');
    await expect(page).toHaveURL(/\/route-results\?search=daycare&location=02139/);
    await expect(page.getByRole('heading', { name: english(searchFormTexts.resultsTitles.search) })).toBeVisible();
    await expect(page.getByRole('combobox', { name: english(home.location), exact: true })).toHaveValue('02139');
  });

  await test.step('a request with no place says what to try', async () => {
    await askAi('hello there');
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(english(searchFormTexts.assistant.notUnderstood));
  });
});

test('Nanny answers from the articles and a program’s facts, finds care, and says plainly when nothing fits', async ({ page }) => {
  await page.goto('/ai-companion');

  await test.step('a question gets the passage that answers it, with the article to read it in', async () => {
    const reply = await askNanny(page, 'my daughter cries every morning at drop off, is that normal?', 2);
    await expect(reply).toContainText(/cry at drop-off/i);
    const article = reply.getByRole('link', { name: /Your first week at a new daycare/ });
    await expect(article).toHaveAttribute('href', '/blog/your-first-week-at-a-new-daycare-what-to-expect-and-how-to-help');
    await reply.scrollIntoViewIfNeeded();
    await screenshotBothSizes(page, 'nanny-passage');
  });

  await test.step('a question nothing we wrote answers gets a plain answer, not a loosely related article', async () => {
    const reply = await askNanny(page, 'what is the best stroller for city living', 4);
    await expect(reply).toContainText('You asked: “what is the best stroller for city living”.');
    await expect(reply).toContainText('I do not have anything written on that yet');
    await expect(reply.getByRole('link')).toHaveCount(0);
  });

  await test.step('a request nothing matches still leads to the full results, to widen the search there', async () => {
    const reply = await askNanny(page, 'find a daycare near Quincy, MA under $100 a month', 6);
    await expect(reply).toContainText('No program matches all of that. The full results let you remove a filter or widen the search.');
    await expect(reply.getByRole('link', { name: text.seeAllResults(0) })).toHaveAttribute('href', /\/route-results\?.*location=Quincy.*maxMonthlyTuition=100/);
  });

  await test.step('a question about a program by name gets the facts asked, from its page, and the page', async () => {
    const reply = await askNanny(page, 'What are the hours at Sandy Cove Child Care Center?', 8);
    await expect(reply).toContainText('Sandy Cove Child Care Center, 155 Sycamore Ln, Boston:');
    await expect(reply).toContainText('Hours: Mon–Fri 8:00 AM–6:30 PM, Sat–Sun closed (invented demo listing, updated');
    await expect(reply.getByRole('link', { name: 'Sandy Cove Child Care Center' })).toHaveAttribute('href', '/programs/demo:3');
    // The demo catalogue has four family day cares of this name, in four towns.
    const choice = await askNanny(page, 'Is Larkin Family Day Care any good?', 10);
    await expect(choice).toContainText('4 programs are called Larkin Family Day Care. Which one do you mean?');
    await expect(choice.getByRole('link', { name: 'Larkin Family Day Care' })).toHaveCount(4);
  });

  await test.step('a request to find care gets program cards and the full results', async () => {
    const reply = await askNanny(page, 'find a daycare near Quincy, MA', 12);
    const cards = reply.getByRole('list', { name: text.programsLabel }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/programs\//);
    await reply.scrollIntoViewIfNeeded();
    await screenshotBothSizes(page, 'nanny-programs');
    await scan(page, 'AI companion, answers with article links and program cards');
    await reply.getByRole('link', { name: /^See all/ }).click();
    await expect(page).toHaveURL(/\/route-results\?.*location=Quincy/);
  });
});
