import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Program } from '#shared/schemas/catalogue.js';
import { CensusBatchGeocoder } from '#server/geo/census/census-batch-geocoder.js';
import { answerLikeTheCensus, censusLines, startCensusServer, type CensusTestServer } from '#server/test/census-test-server.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { catalogueVersion, findProgram, upsertPrograms } from './catalogue.repository.js';
import { censusAddressGeocoder, geocodeCatalogue } from './geocode-catalogue.js';

let census: CensusTestServer;
beforeAll(async () => {
  census = await startCensusServer();
});
afterAll(() => census.close());

/** Placed at its ZIP's centre, as most of the MA licensing list is. */
const atZip = (sourceId: string, address: string, overrides: Partial<Program> = {}) =>
  makeProgram({ sourceId, address, city: 'Cambridge', zip: '02139', lat: 42.3647, lng: -71.1042, locationPrecision: 'zip', ...overrides });

const PROGRAMS = [
  atZip('G-1', '10 Main St'),
  atZip('G-2', '20 Fuzzy Rd'),
  atZip('G-3', '3 Twin Ave'),
  atZip('G-4', '4 Nowhere Ln'),
  atZip('G-5', '50 Elm St'),
  atZip('G-6', '60 Oak St', { locationPrecision: 'address', lat: 42.37, lng: -71.11 }),
];

const geocoder = (batchSize = 2) => censusAddressGeocoder(new CensusBatchGeocoder({ url: census.url, userAgent: 'test', retries: 0 }), batchSize);
const addressesAsked = () => census.requests.flatMap(({ csv }) => csv.trim().split('\n').map((line) => line.split(',')[0]));

describe.each(testEngines)('geocoding the catalogue on %s', (engine) => {
  const database = useTestDatabase(engine);
  beforeEach(async () => {
    await database.db.deleteFrom('catalogueGeocodeAttempts').execute();
    await database.db.deleteFrom('cataloguePrograms').execute();
    await upsertPrograms(database.db, PROGRAMS);
    census.requests = [];
    census.answer = answerLikeTheCensus;
  });

  it('moves the matched programs to their address, keeps the rest, and moves the catalogue version', async () => {
    const before = await catalogueVersion(database.db);
    const progress: string[] = [];
    const summary = await geocodeCatalogue(database.db, geocoder(), { onProgress: (done, total) => progress.push(`${done}/${total}`) });

    expect(summary).toMatchObject({ asked: 5, exact: 2, approximate: 1, unanswered: 0, moved: 3 });
    expect(summary.unmatched.map(({ id }) => id)).toEqual(['test:G-3', 'test:G-4']);
    expect(progress).toEqual(['0/5', '2/5', '4/5', '5/5']);
    // Batches of two: three requests, and never the program already at its address.
    expect(census.requests).toHaveLength(3);
    expect(addressesAsked()).not.toContain('test:G-6');
    expect(await findProgram(database.db, 'test:G-1')).toMatchObject({ lat: 42.361, lng: -71.099, locationPrecision: 'address' });
    expect(await findProgram(database.db, 'test:G-2')).toMatchObject({ lat: 42.362, locationPrecision: 'address' });
    expect(await findProgram(database.db, 'test:G-4')).toMatchObject({ lat: 42.3647, locationPrecision: 'zip' });
    expect(await findProgram(database.db, 'test:G-6')).toMatchObject({ lat: 42.37, locationPrecision: 'address' });
    expect(await catalogueVersion(database.db)).toBeGreaterThan(before);
  });

  it('asks nothing the second time, and asks again about an address that changed', async () => {
    await geocodeCatalogue(database.db, geocoder());
    census.requests = [];

    expect((await geocodeCatalogue(database.db, geocoder())).asked).toBe(0);
    expect(census.requests).toHaveLength(0);

    // The licensing list corrects the unmatched address: it is worth asking about again.
    await upsertPrograms(database.db, [atZip('G-4', '40 Corrected Ln')]);
    const again = await geocodeCatalogue(database.db, geocoder());
    expect(again).toMatchObject({ asked: 1, exact: 1, moved: 1 });
    expect(addressesAsked()).toEqual(['test:G-4']);
  });

  it('keeps what a failed run had written, and the next run continues where it stopped', async () => {
    let answered = 0;
    census.answer = (request) => (answered++ < 1 ? { status: 200, body: censusLines(request.csv) } : { status: 503, body: 'busy' });

    await expect(geocodeCatalogue(database.db, geocoder())).rejects.toThrow('HTTP 503');
    expect(await findProgram(database.db, 'test:G-1')).toMatchObject({ locationPrecision: 'address' });
    expect(await findProgram(database.db, 'test:G-5')).toMatchObject({ locationPrecision: 'zip' });

    census.requests = [];
    census.answer = answerLikeTheCensus;
    const rest = await geocodeCatalogue(database.db, geocoder());
    expect(rest.asked).toBe(3);
    expect(addressesAsked()).toEqual(['test:G-3', 'test:G-4', 'test:G-5']);
    expect(await findProgram(database.db, 'test:G-5')).toMatchObject({ locationPrecision: 'address' });
  });

  it('asks again about addresses the answer left out', async () => {
    census.answer = ({ csv }) => ({ status: 200, body: censusLines(csv).split('\n').slice(1).join('\n') });
    const first = await geocodeCatalogue(database.db, geocoder(5));
    expect(first).toMatchObject({ asked: 5, unanswered: 1 });

    census.answer = answerLikeTheCensus;
    expect((await geocodeCatalogue(database.db, geocoder(5))).asked).toBe(1);
  });

  it('stops at --limit, and a dry run asks and counts but writes nothing', async () => {
    const before = await catalogueVersion(database.db);
    const dry = await geocodeCatalogue(database.db, geocoder(), { dryRun: true, limit: 3 });

    expect(dry).toMatchObject({ asked: 3, exact: 1, approximate: 1, moved: 0 });
    expect(await findProgram(database.db, 'test:G-1')).toMatchObject({ locationPrecision: 'zip' });
    expect(await catalogueVersion(database.db)).toBe(before);
    expect(await database.db.selectFrom('catalogueGeocodeAttempts').selectAll().execute()).toEqual([]);
  });

  it('never moves a program that was placed at its address meanwhile', async () => {
    const batches = geocoder(5);
    // An import lands the geocoded copy while the Census is answering.
    const racing = {
      ...batches,
      geocode: async (candidates: Parameters<typeof batches.geocode>[0]) => {
        const answers = await batches.geocode(candidates);
        await upsertPrograms(database.db, [atZip('G-1', '10 Main St', { locationPrecision: 'address', lat: 42.5, lng: -71.5 })]);
        return answers;
      },
    };
    await geocodeCatalogue(database.db, racing);
    expect(await findProgram(database.db, 'test:G-1')).toMatchObject({ lat: 42.5, lng: -71.5 });
  });
});
