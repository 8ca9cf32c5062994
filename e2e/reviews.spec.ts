import type { Browser, Page } from '@playwright/test';
import { SESSION_KEYS } from '../src/shared/constants.js';
import { reviewTexts } from '../src/web/features/programs/reviews/review-texts.js';
import { moderationTexts } from '../src/web/features/operator/review-moderation-texts.js';
import { operatorTexts } from '../src/web/features/operator/operator-texts.js';
import { scan } from './accessibility-scan.js';
import { verifyEmailInBrowser } from './account-mail.js';
import { expect, test } from './fixtures.js';
import { grantOperator } from './grant-operator.js';
import { newParent, registerInBrowser, type TestParent } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { expectNoSidewaysScroll } from './search-page.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { english, englishTexts } from './english.js';

/** A program of the generated demo catalogue (ids demo:1 to demo:2000 are stable), placed at its street address. */
const PROGRAM_ID = 'demo:29';
const text = reviewTexts;
const moderation = englishTexts(moderationTexts);

const reviewer = newParent('Maya', 'Okafor');
const neighbour = newParent('Dev', 'Patel');
const provider = newParent('Marisol', 'Vega');
const operator = newParent('Olive', 'Park');

// Four people's journeys, each in a browser of its own: more than the default minute.
test.describe.configure({ timeout: 240_000 });

/** A browser of the person's own, registered (and verified, when asked) through the pages; it fails the test on any page error. */
async function personIn(browser: Browser, baseURL: string | undefined, who: TestParent, { verified }: { verified: boolean }): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${who.firstName}: ${error.message}`));
  await registerInBrowser(page, who);
  if (verified) await verifyEmailInBrowser(page, who.emailId);
  return page;
}

/** Errors thrown in the other people's pages; the fixture watches the first page only. */
const pageErrors: string[] = [];

const tokenOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', SESSION_KEYS.token);
const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const reviews = (page: Page) => page.getByRole('region', { name: english(text.title) });

test('a parent reviews a program; another finds it helpful and reports it; the provider replies; an operator hides it; the results follow', async ({ page, browser, baseURL, browserErrors }) => {
  // The reviewer's own page is the fixture's: refusals on purpose would show as 4xx lines.
  browserErrors.allow(/status of 4(01|03|09)/);
  const facts = await (await page.request.get(`/api/catalogue/${encodeURIComponent(PROGRAM_ID)}`)).json();
  expect(facts.locationPrecision, 'a program at its street address, so the search finds it by that address').toBe('address');
  const name: string = facts.name;
  const results = `/route-results?location=${encodeURIComponent(`${facts.address}, ${facts.city}, ${facts.state} ${facts.zip}`)}&keyword=${encodeURIComponent(name)}`;
  const card = (on: Page) => on.getByRole('region', { name: english(resultsTexts.listTitle) }).getByRole('listitem').filter({ has: on.getByRole('heading', { name, exact: true }) });
  const popup = async (on: Page) => {
    await on.locator(`.leaflet-marker-icon[title="${name}"]`).dispatchEvent('click');
    return on.locator('.leaflet-popup-content');
  };
  /** What the results list and the map popup say about the program's rating. */
  const expectRatingShown = async (on: Page, shown: string | null, count: number) => {
    await on.goto(results);
    if (shown === null) {
      await expect(card(on)).toContainText(english(programTexts.noReviews));
      await expect(await popup(on)).toContainText(english(programTexts.noReviews));
    } else {
      await expect(card(on)).toContainText(english(programTexts.rating(shown)));
      await expect(card(on)).toContainText(english(programTexts.reviews(count)));
      await expect(await popup(on)).toContainText(`★ ${shown} (${english(programTexts.reviews(count))})`);
    }
  };

  await test.step('before any review the program says "No reviews yet", in the list and on the map', async () => {
    await expectRatingShown(page, null, 0);
    await page.goto(`/programs/${PROGRAM_ID}`);
    await expect(reviews(page)).toContainText(english(text.noReviewsText));
    await expect(reviews(page).getByRole('link', { name: english(text.signInToWrite) })).toBeVisible();
  });

  await test.step('a parent who has not verified their email is told why and what to do', async () => {
    await registerInBrowser(page, reviewer);
    await page.goto(`/programs/${PROGRAM_ID}`);
    await expect(reviews(page)).toContainText(english(text.verifyToWrite));
    await expect(reviews(page).getByRole('link', { name: english(text.verifyLink) })).toHaveAttribute('href', '/profile');
  });

  await test.step('verified, the parent writes a review: stars, how they know it, text shown as text', async () => {
    await verifyEmailInBrowser(page, reviewer.emailId);
    await page.goto(`/programs/${PROGRAM_ID}`);
    await reviews(page).getByRole('button', { name: english(text.write) }).click();
    const form = reviews(page).getByRole('form', { name: english(text.formTitleNew) });
    await form.getByRole('button', { name: english(text.submit) }).click();
    await expect(form.getByText(english(text.chooseStars))).toBeVisible();
    await form.getByRole('radio', { name: english(text.starChoice(4)) }).check();
    await form.getByLabel(english(text.relationshipField)).selectOption('former');
    await form.getByLabel(english(text.ageGroupField)).selectOption('toddler');
    await form.getByLabel(english(text.textField), { exact: true }).fill('Kind teachers and a calm room. <b>Pickup</b> was never rushed, even at six.');
    await form.getByRole('button', { name: english(text.submit) }).click();
    await expect(toast(page, english(text.posted))).toBeVisible();
    await expect(reviews(page)).toContainText(english(text.average('4.0')));
    const mine = reviews(page).getByRole('listitem').filter({ hasText: english(text.yourReview) });
    await expect(mine).toContainText('<b>Pickup</b> was never rushed');
    await expect(mine).toContainText(english(text.relationships.former));
    await expect(page.getByRole('link', { name: `★ 4.0 · ${english(programTexts.reviews(1))}` })).toHaveAttribute('href', '#reviews');
    await screenshotBothSizes(page, 'program-reviews');
    await scan(page, 'the program page with a review');
    await expectNoSidewaysScroll(page);
  });

  await test.step('the results list and the map popup show the new rating at once', async () => {
    await expectRatingShown(page, '4.0', 1);
  });

  await test.step('the author edits the review: it shows as edited and the rating follows', async () => {
    await page.goto(`/programs/${PROGRAM_ID}`);
    await reviews(page).getByRole('button', { name: english(text.edit) }).click();
    const form = reviews(page).getByRole('form', { name: english(text.formTitleEdit) });
    await form.getByRole('radio', { name: english(text.starChoice(5)) }).check();
    await form.getByRole('button', { name: english(text.saveEdit) }).click();
    await expect(toast(page, english(text.updated))).toBeVisible();
    await expect(reviews(page).getByRole('listitem').filter({ hasText: english(text.yourReview) })).toContainText(english(text.edited));
    await expect(reviews(page)).toContainText(english(text.average('5.0')));
  });

  const other = await personIn(browser, baseURL, neighbour, { verified: true });
  await test.step('another parent marks it helpful, once, and reports it with a reason', async () => {
    await other.goto(`/programs/${PROGRAM_ID}`);
    const theReview = reviews(other).getByRole('listitem').filter({ hasText: 'Pickup' });
    await theReview.getByRole('button', { name: english(text.helpful), exact: true }).click();
    await expect(theReview.getByRole('button', { name: english(text.markedHelpful) })).toBeDisabled();
    await expect(theReview).toContainText(english(text.helpfulCount(1)));
    await theReview.getByRole('button', { name: english(text.report), exact: true }).click();
    const dialog = other.getByRole('dialog', { name: english(text.reportTitle) });
    await dialog.getByLabel(english(text.reportReasons['personal-info'])).check();
    await dialog.getByRole('button', { name: english(text.reportSend) }).click();
    await expect(toast(other, english(text.reportSent))).toBeVisible();
    await expect(theReview.getByRole('button', { name: english(text.reported) })).toBeDisabled();
  });

  const owner = await personIn(browser, baseURL, operator, { verified: true });
  grantOperator(operator.emailId);
  const manager = await personIn(browser, baseURL, provider, { verified: true });
  await test.step('the provider, once a manager, replies to the review on the program page', async () => {
    // The claim and its approval are the provider journey's subject (provider.spec.ts); here they go through the API.
    const claimed = await manager.request.post('/api/provider/claims', {
      headers: { authorization: `Bearer ${await tokenOf(manager)}` },
      data: { programId: PROGRAM_ID, roleAtProgram: 'Director', phone: '617-555-0142', note: '', licenseNumber: facts.licenseNumber ?? '' },
    });
    expect(claimed.status()).toBe(201);
    const approved = await owner.request.post(`/api/operator/claims/${(await claimed.json()).id}/approve`, {
      headers: { authorization: `Bearer ${await tokenOf(owner)}` },
    });
    expect(approved.status()).toBe(200);
    await manager.goto(`/programs/${PROGRAM_ID}`);
    const theReview = reviews(manager).getByRole('listitem').filter({ hasText: 'Pickup' });
    await theReview.getByRole('button', { name: english(text.replyButton), exact: true }).click();
    await theReview.getByLabel(english(text.replyField)).fill('Thank you! Late pickup until six is part of every plan.');
    await theReview.getByRole('button', { name: english(text.replyPost) }).click();
    await expect(toast(manager, english(text.replySaved))).toBeVisible();
    await expect(theReview).toContainText(english(text.replyFrom));
    await expect(theReview).toContainText('Late pickup until six');
  });

  await test.step('an operator sees the reported review with its reason and hides it with a reason', async () => {
    await owner.goto('/operator');
    const section = owner.getByRole('region', { name: moderation.reviewsTitle(1) });
    const reported = section.getByRole('listitem').filter({ hasText: 'Pickup' });
    await expect(reported).toContainText(moderation.reportReasons['personal-info']);
    await expect(reported).toContainText(reviewer.emailId);
    await screenshotBothSizes(owner, 'operator-reported-reviews');
    await scan(owner, 'the operator page with a reported review');
    await reported.getByRole('button', { name: moderation.hide }).click();
    const dialog = owner.getByRole('dialog', { name: moderation.hideTitle });
    await dialog.getByLabel(english(operatorTexts.reason)).fill('Names a member of staff.');
    await dialog.getByRole('button', { name: moderation.hide }).click();
    await expect(toast(owner, moderation.hidden)).toBeVisible();
    await expect(owner.getByText(moderation.noReported)).toBeVisible();
  });

  await test.step('hidden, the review leaves the page and the rating; its author sees why it is hidden', async () => {
    await other.goto(`/programs/${PROGRAM_ID}`);
    await expect(reviews(other)).toContainText(english(text.noReviewsText));
    await expectRatingShown(other, null, 0);
    await page.goto(`/programs/${PROGRAM_ID}`);
    await expect(reviews(page)).toContainText(english(text.hiddenOwn));
  });

  await Promise.all([other, owner, manager].map((person) => person.context().close()));
  expect(pageErrors).toEqual([]);
});
