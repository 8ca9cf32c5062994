import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SECTIONS } from '#shared/constants.js';
import { hoursSection, offersSection, openingsSection, tuitionSection, type OpeningsSection, type TuitionSection, type WeekHours } from '#shared/schemas/listing.js';
import { nearbyResponse, routeResponse } from '#shared/schemas/search.js';
import { buildApp } from '#server/app.js';
import { findListing } from '#server/features/listings/listing.repository.js';
import { putSection } from '#server/test/listing-factory.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { upsertPrograms } from './catalogue.repository.js';
import { DEMO_CATALOGUE_SIZE, DEMO_SEED, ensureDemoCatalogue, generateCatalogue } from './demo-catalogue.js';
import { demoListingRows } from './demo-listings.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const demo = generateCatalogue(DEMO_CATALOGUE_SIZE, DEMO_SEED);
const rows = demo.flatMap((program) => demoListingRows(program, DEMO_SEED, NOW));
const SCHEMAS = { openings: openingsSection, tuition: tuitionSection, hours: hoursSection, offers: offersSection };
const dataOf = <T>(section: string) => rows.filter((row) => row.section === section).map((row) => JSON.parse(row.data) as T);
const share = (part: number, whole: number) => part / whole;

describe('demo listings', () => {
  it('are sections the contract accepts, seats within capacity, the same for the same seed and time', () => {
    const capacity = new Map(demo.map((program) => [program.id, program.capacity ?? 0]));
    for (const row of rows) {
      expect(LISTING_SECTIONS).toContain(row.section);
      const data = SCHEMAS[row.section as keyof typeof SCHEMAS].parse(JSON.parse(row.data));
      expect(row).toMatchObject({ updatedVia: 'demo', updatedBy: null });
      if (row.section === 'openings') {
        for (const entry of (data as OpeningsSection).ageGroups) expect(entry.openSeats).toBeLessThanOrEqual(capacity.get(row.programId) ?? 0);
      }
    }
    expect(demo.flatMap((program) => demoListingRows(program, DEMO_SEED, NOW))).toEqual(rows);
  });

  it('cover about 40% of the programs, most with every section, some with only a few', () => {
    const listed = new Set(rows.map((row) => row.programId));
    expect(share(listed.size, demo.length)).toBeGreaterThan(0.35);
    expect(share(listed.size, demo.length)).toBeLessThan(0.45);
    for (const section of LISTING_SECTIONS) expect(share(rows.filter((row) => row.section === section).length, listed.size)).toBeGreaterThan(0.75);
    expect(rows.length).toBeLessThan(listed.size * LISTING_SECTIONS.length);
  });

  it('have openings of every freshness: most confirmed within weeks, some stale for more than 30 days', () => {
    const ages = rows.filter((row) => row.section === 'openings').map((row) => (NOW - Date.parse(row.updatedAt)) / DAY_MS);
    expect(share(ages.filter((days) => days < 7).length, ages.length)).toBeGreaterThan(0.45);
    expect(share(ages.filter((days) => days > 30).length, ages.length)).toBeGreaterThan(0.1);
    expect(share(ages.filter((days) => days > 30).length, ages.length)).toBeLessThan(0.25);
    const entries = dataOf<OpeningsSection>('openings').flatMap((section) => section.ageGroups);
    expect(entries.some((entry) => entry.openSeats > 0)).toBe(true);
    expect(entries.some((entry) => entry.waitlist && entry.waitlistLength !== null)).toBe(true);
    expect(entries.some((entry) => entry.waitlist && entry.waitlistLength === null)).toBe(true);
  });

  it('quote weekly and monthly prices, mostly 07:00-18:00 hours, and several languages', () => {
    const periods = new Set(dataOf<TuitionSection>('tuition').flatMap((section) => section.rates.map((rate) => rate.period)));
    expect(periods).toEqual(new Set(['week', 'month']));
    const weeks = dataOf<{ week: WeekHours }>('hours').map(({ week }) => JSON.stringify(week.mon));
    const counts = new Map<string, number>();
    for (const day of weeks) counts.set(day, (counts.get(day) ?? 0) + 1);
    const [mostCommon] = [...counts].sort((a, b) => b[1] - a[1]);
    expect(mostCommon?.[0]).toBe(JSON.stringify({ open: '07:00', close: '18:00' }));
    expect(counts.size).toBeGreaterThan(10);
    const languages = new Set(dataOf<{ languages: string[] }>('offers').flatMap((section) => section.languages));
    for (const code of ['en', 'es', 'pt', 'zh']) expect(languages).toContain(code);
    const schedules = new Set(dataOf<{ schedules: string[] }>('offers').flatMap((section) => section.schedules));
    expect(schedules.size).toBeGreaterThanOrEqual(4);
  });
});

describe.each(testEngines)('ensureDemoCatalogue with listings on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('lists demo programs only, dates them from each start, and never overwrites a provider’s section', async () => {
    const { db } = database;
    const real = makeProgram({ lat: 42.36, lng: -71.06, source: 'ma-eec', sourceId: 'REAL-1', id: 'ma-eec:REAL-1' });
    expect(await ensureDemoCatalogue(db, new Date(NOW))).toBe(DEMO_CATALOGUE_SIZE);
    await upsertPrograms(db, [real]);
    const stored = await db.selectFrom('listingSections').selectAll().execute();
    expect(stored.length).toBe(rows.length);
    expect(stored.every((row) => row.programId.startsWith('demo:'))).toBe(true);

    const listed = rows.find((row) => row.section === 'openings')?.programId ?? '';
    const mine = { ageGroups: [] };
    await putSection(db, listed, 'openings', mine, new Date(NOW).toISOString(), 'provider');
    const later = NOW + 7 * DAY_MS;
    expect(await ensureDemoCatalogue(db, new Date(later))).toBe(0);
    const listing = await findListing(db, listed);
    expect(listing.openings).toMatchObject({ data: mine, updatedVia: 'provider' });
    const demoRows = await db.selectFrom('listingSections').selectAll().where('updatedVia', '=', 'demo').execute();
    const expected = demo.flatMap((program) => demoListingRows(program, DEMO_SEED, later)).filter((row) => !(row.programId === listed && row.section === 'openings'));
    expect(demoRows.map((row) => `${row.programId} ${row.section} ${row.updatedAt}`).sort()).toEqual(
      expected.map((row) => `${row.programId} ${row.section} ${row.updatedAt}`).sort(),
    );
    expect(await findListing(db, real.id)).toEqual({ openings: null, tuition: null, hours: null, offers: null });
  });
});

/** The end-to-end journeys search the demo catalogue around Boston for infant openings open until 18:00. */
describe('the demo catalogue for the journeys', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await ensureDemoCatalogue(database.db);
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const wanted = 'openings=infant&openUntil=18:00';

  it.each([
    ['Cambridge, MA', 'Boston, MA'],
    ['Harvard Square, Cambridge, MA', 'Back Bay, Boston, MA'],
  ])('has fresh infant openings open until 18:00 along %s to %s', async (start, end) => {
    const response = await app.inject({ url: `/api/search/route?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}&${wanted}` });
    const found = routeResponse.parse(response.json());
    expect(found.total).toBeGreaterThanOrEqual(3);
    for (const daycare of found.daycares) {
      expect(daycare.listing?.openings).toContainEqual(expect.objectContaining({ ageGroup: 'infant', stale: false }));
      expect(daycare.listing?.demo).toBe(true);
    }
  });

  it.each(['Boston, MA', 'Brookline, MA', 'Newton, MA'])('has fresh infant openings open until 18:00 near %s', async (location) => {
    const response = await app.inject({ url: `/api/search/nearby?location=${encodeURIComponent(location)}&${wanted}` });
    expect(nearbyResponse.parse(response.json()).total).toBeGreaterThanOrEqual(3);
  });
});
