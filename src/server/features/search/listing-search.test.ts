import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '#shared/schemas/catalogue.js';
import type { Listing } from '#shared/schemas/listing.js';
import { nearbyResponse, routeResponse, type SearchResult } from '#shared/schemas/search.js';
import { buildApp } from '#server/app.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { seededRandom } from '#server/catalogue/seeded-random.js';
import { listingArbitrary, listingFilters, putListing, putSection } from '#server/test/listing-factory.js';
import { referenceMatches, referencePrice, referenceSummary, type ListingFilterValues } from '#server/test/listing-reference.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { ListingStore } from './listing-store.js';

const START = { lat: 42.3, lng: -71.1 };
const END = { lat: 42.4, lng: -71.05 };
/** Well away from both searches below, for the programs single tests add. */
const ASIDE = { lat: 42.2, lng: -71.4 };
const [fresh, stale, newlyListed] = ['Fresh Infant Room', 'Stale Infant Room', 'Newly Listed Nursery'].map((name) => makeProgram({ ...ASIDE, name }));
const PROGRAM_COUNT = 120;
const NOW = Date.now();
const CHECK_INTERVAL_MS = 100;

/** Programs within about 800 m of the straight line from START to END (the offline router's route). */
const random = seededRandom(15);
const programs = Array.from({ length: PROGRAM_COUNT }, () => {
  const along = random.next();
  return makeProgram({
    lat: START.lat + (END.lat - START.lat) * along + (random.next() - 0.5) * 0.01,
    lng: START.lng + (END.lng - START.lng) * along + (random.next() - 0.5) * 0.01,
    ageGroups: ['infant', 'toddler', 'preschool'],
  });
});
// Every listing the contract allows, about one program in eight with none.
const listings = new Map<string, Listing>(
  fc.sample(listingArbitrary(NOW), { numRuns: PROGRAM_COUNT, seed: 15 }).flatMap((listing, i) => (i % 8 === 0 ? [] : [[programs[i]?.id ?? '', listing]])),
);

const ROUTE = `/api/search/route?startLat=${START.lat}&startLng=${START.lng}&endLat=${END.lat}&endLng=${END.lng}&corridor=2000&limit=200`;
const NEARBY = `/api/search/nearby?lat=${(START.lat + END.lat) / 2}&lng=${(START.lng + END.lng) / 2}&radius=20000&limit=200`;
const withFilters = (base: string, filters: Record<string, unknown>) =>
  `${base}&${new URLSearchParams(Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

describe.each(testEngines)('search with listing filters on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertPrograms(database.db, [...programs, fresh, stale, newlyListed] as Program[]);
    for (const [id, listing] of listings) await putListing(database.db, id, listing);
    app = await buildApp({ config: testConfig(), db: database.db, listings: new ListingStore(database.db, CHECK_INTERVAL_MS) });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const search = async (url: string): Promise<{ total: number; daycares: SearchResult[] }> => {
    const response = await app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return url.startsWith('/api/search/route') ? routeResponse.parse(response.json()) : nearbyResponse.parse(response.json());
  };

  it('finds what a plain filter of the unfiltered answer finds, in the same order, with each listing in brief', async () => {
    const unfiltered = new Map<string, { total: number; daycares: SearchResult[] }>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(ROUTE, NEARBY),
        fc.constantFrom('relevance', 'price', 'distance', 'name'),
        listingFilters,
        async (base, sort, filters: ListingFilterValues) => {
          const key = `${base}&sort=${sort}`;
          const all = unfiltered.get(key) ?? (await search(key));
          unfiltered.set(key, all);
          expect(all.total).toBe(PROGRAM_COUNT);
          const found = await search(withFilters(key, filters));
          const expected = all.daycares.filter((daycare) => referenceMatches(listings.get(daycare.id), filters, Date.now()));
          expect(found.daycares.map((daycare) => daycare.id)).toEqual(expected.map((daycare) => daycare.id));
          expect(found.total).toBe(expected.length);
          for (const daycare of found.daycares) expect(daycare.listing).toEqual(referenceSummary(listings.get(daycare.id), Date.now()));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('sorts by the lowest monthly price, programs without one last, the nearest first on a tie', async () => {
    const { daycares } = await search(`${ROUTE}&sort=price`);
    const keys = daycares.map((daycare) => [referencePrice(listings.get(daycare.id)), daycare.distance] as const);
    expect(keys.map(([price]) => price)).toEqual(keys.map(([price]) => price).toSorted((a, b) => (a === b ? 0 : a - b)));
    keys.slice(1).forEach(([price, distance], i) => {
      const [previousPrice, previousDistance] = keys[i] as readonly [number, number];
      if (price === previousPrice) expect(distance).toBeGreaterThanOrEqual(previousDistance);
    });
    expect(keys.at(-1)?.[0]).toBe(Infinity);
    expect(keys[0]?.[0]).toBeLessThan(Infinity);
  });

  it('leaves out openings not confirmed for 30 days, and shows them as stale', async () => {
    if (!fresh || !stale) throw new Error('no programs');
    const seats = { ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] };
    const staleSince = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await putSection(database.db, fresh.id, 'openings', seats, new Date(Date.now() - 29 * 24 * 60 * 60 * 1000).toISOString());
    await putSection(database.db, stale.id, 'openings', seats, staleSince);
    const near = `/api/search/nearby?lat=${ASIDE.lat}&lng=${ASIDE.lng}&radius=50&limit=200`;
    await expect.poll(async () => (await search(near)).daycares.filter((daycare) => daycare.listing).length).toBe(2);
    expect((await search(`${near}&openings=infant`)).daycares.map((daycare) => daycare.name)).toEqual(['Fresh Infant Room']);
    const shown = (await search(near)).daycares.find((daycare) => daycare.id === stale.id);
    expect(shown?.listing?.openings).toEqual([{ ageGroup: 'infant', openSeats: 2, waitlist: false, confirmedAt: staleSince, stale: true }]);
  });

  it('shows a provider’s change saved through another instance’s connection within seconds', async () => {
    const program = newlyListed as Program;
    const near = `/api/search/nearby?lat=${ASIDE.lat}&lng=${ASIDE.lng}&radius=50&openUntil=18:00`;
    expect((await search(near)).total).toBe(0);
    const week = { mon: { open: '07:00', close: '18:30' }, tue: { open: '07:00', close: '18:30' }, wed: { open: '07:00', close: '18:30' }, thu: { open: '07:00', close: '18:30' }, fri: { open: '07:00', close: '18:00' }, sat: null, sun: null };
    await putSection(database.connectAgain(), program.id, 'hours', { week, closedDates: [] }, new Date().toISOString());
    await expect.poll(async () => (await search(near)).daycares.map((daycare) => daycare.name), { timeout: 5000 }).toEqual(['Newly Listed Nursery']);
    expect((await search(near)).daycares[0]?.listing).toEqual({ openings: [], monthlyTuition: null, hours: week, demo: false });
  });

  it('names the parameter in a 400 for a bad filter value on the nearby search too', async () => {
    const response = await app.inject({ url: `${NEARBY}&openUntil=25:00` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'openUntil must be a time as HH:MM (24-hour)' });
  });
});
