import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import type { Db } from '#server/db/database.js';
import type { ListingDigest } from '#server/features/listings/listing-summaries.js';
import { putSection } from '#server/test/listing-factory.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { ListingStore } from './listing-store.js';

const hoursOf = (open: string) => ({
  week: { mon: { open, close: '18:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  closedDates: [],
});
const infants = (openSeats: number) => ({
  ageGroups: [{ ageGroup: 'infant', openSeats, waitlist: false, waitlistLength: null, nextOpeningOn: null }],
});
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const index = CatalogueIndex.build(['a', 'b', 'c'].map((sourceId) => makeProgram({ lat: 42.36, lng: -71.06, sourceId })));

/** The listing the store gives a search for one program of the index. */
async function listingOf(store: ListingStore, programId: string): Promise<ListingDigest | undefined> {
  return (await store.current(index)).at(index.positionOf(programId) ?? -1);
}

describe.each(testEngines)('ListingStore on %s', (engine) => {
  let database: TestDatabase;
  /** Another instance's connection to the same database: where providers' changes come from. */
  let other: Db;
  let store: ListingStore;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    other = database.connectAgain();
    await putSection(database.db, 'test:a', 'hours', hoursOf('07:00'), minutesAgo(10));
    store = new ListingStore(database.db, 0);
    await store.reload();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('gives the listings of a rebuilt catalogue index by their new positions', async () => {
    const rebuilt = CatalogueIndex.build([makeProgram({ lat: 42.37, lng: -71.1, sourceId: 'x' }), ...['a', 'b', 'c'].map((sourceId) => makeProgram({ lat: 42.36, lng: -71.06, sourceId }))]);
    const listings = await store.current(rebuilt);
    expect(listings).toHaveLength(4);
    expect(listings.at(rebuilt.positionOf('test:a') ?? -1)?.hours).not.toBeNull();
    expect(listings.at(rebuilt.positionOf('test:x') ?? -1)).toBeUndefined();
  });

  it('reads every listing at start-up', async () => {
    expect((await listingOf(store, 'test:a'))?.hours?.week.mon).toEqual({ open: '07:00', close: '18:00' });
  });

  it('sees a section saved through another connection, and keeps the program’s other sections', async () => {
    await putSection(other, 'test:a', 'openings', infants(2), minutesAgo(1));
    const listing = (await listingOf(store, 'test:a'));
    expect(listing?.openings?.ageGroups).toEqual([{ ageGroup: 'infant', openSeats: 2, waitlist: false }]);
    expect(listing?.hours?.week.mon?.open).toBe('07:00');
  });

  it('sees a section changed in place (the count stays) and a re-confirmation (only the time moves)', async () => {
    await putSection(other, 'test:a', 'hours', hoursOf('07:30'), minutesAgo(0.5));
    expect((await listingOf(store, 'test:a'))?.hours?.week.mon?.open).toBe('07:30');
    const confirmedAt = new Date().toISOString();
    await putSection(other, 'test:a', 'openings', infants(2), confirmedAt);
    expect((await listingOf(store, 'test:a'))?.openings?.updatedAt).toBe(confirmedAt);
  });

  it('sees a section written with a time older than any it has seen, and a deleted one', async () => {
    await putSection(other, 'test:b', 'openings', infants(1), minutesAgo(60 * 24 * 40));
    expect((await listingOf(store, 'test:b'))?.openings?.ageGroups[0]?.openSeats).toBe(1);
    await other.deleteFrom('listingSections').where('programId', '=', 'test:b').execute();
    expect(await listingOf(store, 'test:b')).toBeUndefined();
    expect(await listingOf(store, 'test:a')).toBeDefined();
  });

  it('counts sections of kinds it does not know, so that they do not have it read every listing at every check', async () => {
    const watching = new ListingStore(database.db, 0);
    await watching.reload();
    const reload = vi.spyOn(watching, 'reload');
    // A kind an earlier or a later version wrote: stored, never a listing, but in the database's count.
    await other.insertInto('listingSections').values({ programId: 'test:c', section: 'retired', data: '{}', updatedAt: minutesAgo(1), updatedVia: 'provider', updatedBy: null } as never).execute();
    expect(await listingOf(watching, 'test:c')).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    await putSection(other, 'test:a', 'hours', hoursOf('08:00'), new Date().toISOString());
    expect((await listingOf(watching, 'test:a'))?.hours?.week.mon?.open).toBe('08:00');
    expect(reload).toHaveBeenCalledTimes(1);
    await other.deleteFrom('listingSections').where('section', '=', 'retired').execute();
    expect((await listingOf(watching, 'test:a'))?.hours?.week.mon?.open).toBe('08:00');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks the database again only once the check interval has passed', async () => {
    const patient = new ListingStore(database.db, 60_000);
    await patient.reload();
    await putSection(other, 'test:c', 'openings', infants(3), new Date().toISOString());
    expect(await listingOf(patient, 'test:c')).toBeUndefined();
    expect(await listingOf(store, 'test:c')).toBeDefined();
  });
});
