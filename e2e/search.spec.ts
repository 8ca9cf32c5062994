import { messages } from '../src/shared/messages.js';
import { expect, test } from './fixtures.js';
import { scan } from './accessibility-scan.js';
import { screenshotBothSizes } from './screenshots.js';
import { chooseSuggestion, expectNoSidewaysScroll, expectResultsShown, search, tabTo } from './search-page.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { siteFigureTexts } from '../src/web/lib/site-figure-texts.js';
import { english } from './english.js';
import { accountTexts } from '../src/web/lib/account-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';

const home = searchFormTexts;

test('a parent plans a commute by keyboard alone and compares the daycares along it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await test.step('home shows the three ways to search and true headline figures', async () => {
    await page.goto('/');
    await expect(search.tab(page, english(home.routeTab))).toHaveAttribute('aria-selected', 'true');
    await expect(search.tab(page, english(home.nearbyTab))).toBeVisible();
    await expect(search.tab(page, english(home.aiTab))).toBeVisible();
    // The demo catalogue's 2,000 programs, and "New" while nobody has rated any.
    await expect(page.getByText('2,000', { exact: true })).toBeVisible();
    await expect(page.getByText(english(siteFigureTexts.newRating), { exact: true })).toBeVisible();
    await screenshotBothSizes(page, 'home');
    await expectNoSidewaysScroll(page);
  });

  await test.step('tab to the form, pick both places from the suggestions with arrows and Enter, submit', async () => {
    const start = search.field(page, english(home.start));
    const end = search.field(page, english(home.end));
    await tabTo(page, start);
    await chooseSuggestion(page, start, 'Quin', 'Quincy, MA');
    await tabTo(page, end);
    await chooseSuggestion(page, end, 'Cambr', 'Cambridge, MA');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA');
  });

  await test.step('the results show the route line, markers and a list with detour minutes', async () => {
    await expect(page.getByRole('heading', { level: 1, name: english(searchFormTexts.resultsTitles.route) })).toBeVisible();
    await expectResultsShown(page);
    await expect(search.routeLine(page).first()).toBeVisible();
    expect(await search.markers(page).count()).toBeGreaterThan(10);
    await expect(search.list(page).first()).toContainText(/\+\d+ min/);
    await expect(search.list(page).first()).toContainText('off the route');
    await expect(page.getByText(english(resultsTexts.demoCaption))).toBeVisible();
    await expect(page.getByText(english(resultsTexts.approximateRoute))).toBeVisible();
    await expect(page.getByRole('combobox', { name: english(home.start) })).toHaveValue('Quincy, MA');
    await screenshotBothSizes(page, 'results-route');
    await expectNoSidewaysScroll(page);
  });

  await test.step('pointing at a program highlights its marker, and a marker opens its info window', async () => {
    // Highlighting a program changes nothing else on the map: the route is not drawn again.
    await page.evaluate(() => {
      const drawn = { routeRedrawn: 0 };
      Object.assign(window, { drawn });
      new MutationObserver((changes) => (drawn.routeRedrawn += changes.length)).observe(document.querySelector('.leaflet-overlay-pane svg')!, {
        attributeFilter: ['d'],
        subtree: true,
      });
    });
    for (const item of await search.list(page).all().then((items) => items.slice(1, 4))) await item.hover();
    const first = search.list(page).first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.hover();
    const marker = page.locator(`.leaflet-marker-icon[title="${name}"]`);
    await expect(marker).toHaveClass(/_active_/);
    await expect(first).toHaveClass(/_active_/);
    expect(await page.evaluate(() => (window as unknown as { drawn: { routeRedrawn: number } }).drawn.routeRedrawn)).toBe(0);

    // Markers overlap where programs cluster; the click goes to the marker itself, as a tap on it would.
    await marker.dispatchEvent('click');
    const popup = page.locator('.leaflet-popup-content');
    await expect(popup).toContainText(name);
    await expect(popup).toContainText(/\+\d+ min/);
  });

  await test.step('sorting by name reorders the list, kept in the URL', async () => {
    const before = await search.names(page).allTextContents();
    await page.getByLabel(english(resultsTexts.sort)).selectOption({ label: english(resultsTexts.sortOptions.name) });

    await expect(page).toHaveURL(/sort=name/);
    await expect.poll(() => search.names(page).allTextContents()).not.toEqual(before);
    const after = await search.names(page).allTextContents();
    expect(after).toEqual([...after].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  await test.step('Back leaves the results for the home page (filters and sort replace, not add, history)', async () => {
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  await test.step('Leaflet never asks for its default marker images', async () => {
    expect(requested.filter((url) => /marker-icon|marker-shadow/.test(url))).toEqual([]);
  });
});

test('a parent searches near a ZIP code and narrows the list', async ({ page }) => {
  await test.step('Near Me is its own tab, remembered in the URL', async () => {
    await page.goto('/');
    await search.tab(page, english(home.nearbyTab)).click();
    await expect(page).toHaveURL('/?tab=nearby');
    await page.reload();
    await expect(search.tab(page, english(home.nearbyTab))).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('"Use my location" fills the field from the browser position', async () => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 42.3736, longitude: -71.1097 });
    await search.button(page, english(searchFormTexts.useMyLocation)).click();
    await expect(search.field(page, english(home.location))).toHaveValue(/Cambridge, MA/);
  });

  await test.step('a ZIP code finds the programs around it', async () => {
    await search.field(page, english(home.location)).fill('02139');
    // The suggestions open over the button; a parent who typed the whole ZIP dismisses them.
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await search.button(page, english(home.nearbySubmit)).click();

    await expect(page).toHaveURL('/route-results?search=daycare&location=02139');
    await expect(page.getByRole('heading', { level: 1, name: english(searchFormTexts.resultsTitles.search) })).toBeVisible();
    await expectResultsShown(page);
    await expect(search.list(page).first()).toContainText(/mi away/);
    await expect(page.getByText(/^[\d,]+ programs$/)).toBeVisible();
    await screenshotBothSizes(page, 'results-nearby');
    await expectNoSidewaysScroll(page);
  });

  await test.step('Name A-Z orders every match, and "Show more" fetches the next page when the loaded ones run out', async () => {
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/nearby')) pages.push(new URL(request.url()).searchParams.get('offset') ?? '0');
    });
    await page.getByLabel(english(resultsTexts.sort)).selectOption({ label: english(resultsTexts.sortOptions.name) });
    await expect(page).toHaveURL(/sort=name/);
    // The first of all the matches, not of the nearest few: the server sorts the whole set.
    const answer = await page.request.get('/api/search/nearby?location=02139&sort=name&limit=1');
    const [firstByName] = (await answer.json()).daycares;
    await expect(search.names(page).first()).toHaveText(firstByName.name);

    const pageSize = 20;
    const more = page.getByRole('button', { name: `Show ${pageSize} more`, exact: true });
    for (let shown = pageSize; shown < 60; shown += pageSize) {
      await expect(search.list(page)).toHaveCount(shown);
      await more.click();
    }
    await expect(search.list(page)).toHaveCount(60);
    expect(pages).toEqual(['0', '50']);
    // No program twice across the pages (names repeat between towns; name and address do not).
    expect(new Set(await search.list(page).allTextContents()).size).toBe(60);
    const names = await search.names(page).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // Every loaded program is on the map, not just the first page's (and the searched place).
    await expect(search.markers(page)).toHaveCount(100 + 1);
  });

  await test.step('the subsidy filter and a type narrow the results', async () => {
    const count = page.getByText(/^[\d,]+ programs$/);
    const before = Number((await count.textContent())?.replace(/\D/g, ''));
    await page.getByLabel(english(resultsTexts.subsidy)).check();
    await expect(page).toHaveURL(/subsidy=true/);
    await expect.poll(async () => Number((await count.textContent())?.replace(/\D/g, ''))).toBeLessThan(before);

    await page.getByLabel(english(resultsTexts.type)).selectOption({ label: english(programTexts.categories.montessori) });
    await search.button(page, english(resultsTexts.search)).click();
    await expect(page).toHaveURL(/type=montessori/);
    await expect(search.list(page).first()).toContainText(english(programTexts.categories.montessori));
  });

  await test.step('a visitor who taps the heart is asked to log in and sent to the login page', async () => {
    const heart = search.list(page).first().getByRole('button', { name: /^Save / });
    await heart.click();
    await expect(page.getByText(english(accountTexts.loginToSave))).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Froute-results/);
  });
});

test('every missing field and an unknown address say what to fix', async ({ page, browserErrors }) => {
  // Answers provoked on purpose: an unknown place (422) and an assistant that is down (503).
  browserErrors.allow(/status of 422 .*\/api\/search\/nearby/);
  browserErrors.allow(/status of 503 .*\/api\/v1\/extract-info$/);

  await test.step('home: each tab names what is missing', async () => {
    await page.goto('/');
    await search.button(page, english(home.routeSubmit)).click();
    await expect(page.getByRole('alert')).toHaveText(messages.validation.bothAddresses);

    await search.tab(page, english(home.nearbyTab)).click();
    await search.button(page, english(home.nearbySubmit)).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(messages.validation.locationRequired);

    await search.tab(page, english(home.aiTab)).click();
    await search.button(page, english(home.aiSubmit)).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(messages.validation.queryRequired);
  });

  await test.step("the AI tab shows the server's own text when the assistant fails", async () => {
    const down = 'The assistant is resting. Please try again in a moment.';
    await page.route('**/api/v1/extract-info', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: down, message: down } }),
    );
    await page.getByLabel(english(home.aiLabel)).fill('A preschool between Quincy, MA and Cambridge, MA');
    await search.button(page, english(home.aiSubmit)).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(down);
    await page.unroute('**/api/v1/extract-info');
  });

  await test.step('results: a route without an end, and a search without a place', async () => {
    await page.goto('/route-results?start=Quincy%2C+MA&end=');
    await expect(page.getByRole('alert')).toHaveText(messages.validation.bothAddressesResults);
    await page.goto('/route-results?search=daycare&location=');
    await expect(page.getByRole('alert')).toHaveText(messages.validation.locationRequired);
  });

  await test.step('"search by location" swaps the end for a type and searches around the start', async () => {
    await page.goto('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA');
    await page.getByLabel(english(resultsTexts.searchByLocation)).check();
    await expect(search.field(page, english(home.end))).toHaveCount(0);
    await page.getByLabel(english(resultsTexts.type)).selectOption({ label: english(programTexts.categories.preschool) });
    await search.button(page, english(resultsTexts.search)).click();
    await expect(page).toHaveURL('/route-results?search=daycare&location=Quincy%2C+MA&type=preschool');
    await expect(page.getByRole('heading', { level: 1, name: english(searchFormTexts.resultsTitles.search) })).toBeVisible();
  });

  await test.step('an address nobody knows gets the geocoding text', async () => {
    await search.field(page, english(home.location)).fill('Qwxzzy Nowhereville');
    await search.button(page, english(resultsTexts.search)).click();
    await expect(page.getByRole('alert')).toHaveText(messages.maps.noResults);
    await expect(search.list(page)).toHaveCount(0);
  });

  await test.step('a place found only in part says, over the map, what it shows and what it did not recognise', async () => {
    await page.goto('/route-results?search=daycare&location=Blorfle+Plaza+Cambridge');
    await expectResultsShown(page);
    const note = english(resultsTexts.placeNotRecognised('Cambridge, MA', 'Blorfle Plaza'));
    await expect(search.map(page).getByText(note, { exact: true })).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(1);
    await screenshotBothSizes(page, 'results-place-not-recognised');
  });
});

test('what a parent asks for stays asked for, and a failed search says so in the search words', async ({ page, browserErrors }) => {
  const categories = programTexts.categories;
  /** Every program listed is of this kind (the first page of the list, as the parent sees it). */
  const expectOnlyKind = async (label: string) => {
    await expectResultsShown(page);
    const kinds = await search.list(page).locator('h3 + p').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(kind).toContain(label);
  };

  await test.step('the assistant tab keeps the type asked for around one place, and shows it as the chosen filter', async () => {
    await page.goto('/?tab=ai');
    await page.getByLabel(english(home.aiLabel)).fill('montessori near Brookline MA');
    await search.button(page, english(home.aiSubmit)).click();
    await expect(page).toHaveURL(/\/route-results\?search=daycare&location=Brookline.*type=montessori/);
    await expect(page.getByLabel(english(resultsTexts.type))).toHaveValue('montessori');
    await expectOnlyKind(english(categories.montessori));
  });

  await test.step('and the age group asked for', async () => {
    await page.goto('/?tab=ai');
    await page.getByLabel(english(home.aiLabel)).fill('after school near Newton');
    await search.button(page, english(home.aiSubmit)).click();
    await expect(page).toHaveURL(/type=aftercare/);
    await expect(page.getByLabel(english(resultsTexts.type))).toHaveValue('aftercare');
    await expect(page.getByLabel(english(resultsTexts.ageGroup))).toHaveValue('school-age');
  });

  await test.step('the filters a request asks for show as chips to remove, and the search starts with the rest', async () => {
    await page.goto('/?tab=ai');
    await page.getByLabel(english(home.aiLabel)).fill('Spanish-speaking preschool near Brookline MA for my 3 year old with openings, under $2,500 a month');
    await search.button(page, english(home.aiSubmit)).click();
    const chips = page.getByRole('list', { name: english(searchFormTexts.assistant.filtersLabel) });
    await expect(chips.getByRole('button')).toHaveText(['With openings×', 'Up to $2,500 a month×', 'Spanish×']);
    await scan(page, 'home, AI tab with filter chips');
    await screenshotBothSizes(page, 'home-ai-filter-chips');
    await page.getByRole('button', { name: english(searchFormTexts.assistant.removeFilter('Spanish')) }).click();
    await expect(chips.getByRole('button')).toHaveCount(2);
    await page.getByRole('button', { name: english(searchFormTexts.assistant.showResults) }).click();
    await expect(page).toHaveURL(/\/route-results\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ type: 'preschool', ageGroup: 'preschool', openings: 'preschool', maxMonthlyTuition: '2500' });
    expect(params.has('language')).toBe(false);
  });

  await test.step('a shared link names the type as its search word', async () => {
    await page.goto('/route-results?search=preschool&location=Quincy%2C+MA');
    await expect(page.getByLabel(english(resultsTexts.type))).toHaveValue('preschool');
    await expectOnlyKind(english(categories.preschool));
    // "Any type" then means any type, though the link named one.
    await page.getByLabel(english(resultsTexts.type)).selectOption('');
    await search.button(page, english(resultsTexts.search)).click();
    await expect(page).toHaveURL('/route-results?search=daycare&location=Quincy%2C+MA');
    await expect(page.getByLabel(english(resultsTexts.type))).toHaveValue('');
  });

  await test.step('"search by location" turns the hint to one place', async () => {
    await page.goto('/route-results');
    await expect(page.getByText(english(resultsTexts.idleText))).toBeVisible();
    await page.getByLabel(english(resultsTexts.searchByLocation)).check();
    await expect(page.getByText(english(resultsTexts.idleTextNearby))).toBeVisible();
    await expect(page.getByText(english(resultsTexts.idleText))).toHaveCount(0);
  });

  await test.step('no answer from the server gives the failed-search text', async () => {
    browserErrors.allow(/ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.route('**/api/search/nearby?*', (route) => route.abort('internetdisconnected'));
    await page.goto('/route-results?search=daycare&location=Quincy%2C+MA');
    await expect(page.getByRole('alert')).toHaveText(english(resultsTexts.searchFailed));
    await page.unroute('**/api/search/nearby?*');
  });

  await test.step('an answer that does not fit the search contract gives it too (checked in a worker)', async () => {
    await page.route('**/api/search/route?*', (route) => route.fulfill({ json: { start: null, daycares: 'none' } }));
    await page.goto('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA');
    await expect(page.getByRole('alert')).toHaveText(english(resultsTexts.searchFailed));
    await page.unroute('**/api/search/route?*');
  });
});
