import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '#shared/schemas/catalogue.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { demoListingRows } from './demo-listings.js';
import { putDemoListingSections } from './demo-listings.repository.js';
import { listingSectionBatches, readListingSections } from '#server/features/listings/listing-summaries.js';
import { loadAllPrograms, openProgramBatches, upsertPrograms } from './catalogue.repository.js';
import { CatalogueIndex } from './catalogue-index.js';
import { indexFromDatabase } from './index-from-database.js';
import { spatialTree, treeHere } from './spatial-tree.js';
import { PackedStrings } from './packed-strings.js';
import { HashedPositions } from './hashed-positions.js';
import { ListingStore, type AlignedListings } from '#server/features/search/listing-store.js';

/** Programs unlike each other in every field the compact index encodes (docs/decisions/0036). */
function variedPrograms(): Program[] {
  return [
    makeProgram({ lat: 42.36, lng: -71.06, sourceId: 'A-1', acceptsSubsidy: true, ageGroups: ['toddler', 'infant'], programType: null, phone: '(617) 555-0100' }),
    makeProgram({ lat: 42.37, lng: -71.1, sourceId: 'A-2', acceptsSubsidy: false, category: 'preschool', rating: 4.5, reviewCount: 3, city: 'Cambridge', zip: '02139' }),
    makeProgram({ lat: 41.88, lng: -87.63, sourceId: 'B-1', state: 'IL', locationPrecision: 'zip', quality: { ratingSystem: 'ExceleRate', ratingLevel: 2, ratingMaxLevel: 4, inspectionDate: null, inspectionViolations: 1, inspectionUrl: null } }),
    // An id not of the importers' "source:sourceId" form keeps its own source id.
    makeProgram({ lat: 42.4, lng: -71.2, id: 'legacy-7', source: 'legacy', sourceId: 'seven', name: 'Ünïcode Crèche', address: '7 Rue d’Été' }),
    makeProgram({ lat: 42.41, lng: -71.21, sourceId: 'C-1', ageGroups: [], hours: 'Mon-Fri 7-6', website: 'https://c.example/' }),
  ];
}

describe.each(testEngines)('the compact catalogue index on %s', (engine) => {
  let database: TestDatabase;
  const programs = variedPrograms();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertPrograms(database.db, programs);
    const closed = programs[4] as Program;
    await database.db.updateTable('cataloguePrograms').set({ closedAt: new Date().toISOString() }).where('id', '=', closed.id).execute();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('reads every open program once, in id order, across batch boundaries', async () => {
    const batches: string[][] = [];
    for await (const rows of openProgramBatches(database.db, 2)) batches.push(rows.map(({ id }) => id));
    expect(batches.map((ids) => ids.length)).toEqual([2, 2]);
    expect(batches.flat()).toEqual((await loadAllPrograms(database.db)).map(({ id }) => id));
  });

  it('gives back each program whole: its kept part from memory, its details from the database', async () => {
    const index = await indexFromDatabase(database.db, 3);
    const stored = await loadAllPrograms(database.db);
    expect(index.size).toBe(stored.length);
    expect(index.version).toBe(3);
    const positions = stored.map(({ id }) => index.positionOf(id) as number);
    expect(await index.programsAt(positions)).toEqual(stored);
    for (const program of stored) {
      const { id, source, sourceId, name, category, programType, address, city, state, zip, lat, lng, locationPrecision, ageGroups, acceptsSubsidy, rating, reviewCount } = program;
      expect(index.get(program.id)).toEqual({ id, source, sourceId, name, category, programType, address, city, state, zip, lat, lng, locationPrecision, ageGroups, acceptsSubsidy, rating, reviewCount });
    }
    expect(index.get((programs[4] as Program).id)).toBeUndefined();
  });

  it('reads the index in a child process, over a connection of its own, to the same programs and answers', async () => {
    const here = await indexFromDatabase(database.db, 5);
    const there = await indexFromDatabase(database.db, 5, { target: database.target, apartFrom: 0 });
    const stored = await loadAllPrograms(database.db);
    expect(there.size).toBe(here.size);
    expect(there.version).toBe(5);
    for (const program of stored) {
      expect(there.positionOf(program.id)).toBe(here.positionOf(program.id));
      expect(there.get(program.id)).toEqual(here.get(program.id));
      expect(there.findByAddress(`${program.address}, ${program.city}`)).toEqual(here.findByAddress(`${program.address}, ${program.city}`));
    }
    expect(await there.programsAt(stored.map(({ id }) => there.positionOf(id) as number))).toEqual(stored);
    const center = { lat: 42.37, lng: -71.1 };
    expect(there.nearby(center, 50_000)).toEqual(here.nearby(center, 50_000));
    const shared = there.get((programs[0] as Program).id)?.ageGroups;
    expect(Object.isFrozen((there as unknown as { columns: { ageGroups(at: number): unknown } }).columns.ageGroups(0))).toBe(true);
    expect(shared).toEqual(['toddler', 'infant']);
    expect(there.setRating((programs[0] as Program).id, 4, 2)).toBe(true);
    expect(there.get((programs[0] as Program).id)).toMatchObject({ rating: 4, reviewCount: 2 });
  });

  it('reads the listings once each, by program and section, across batch boundaries, leaving out sections of unknown kinds', async () => {
    const now = Date.now();
    await putDemoListingSections(database.db, programs.flatMap((program, i) => demoListingRows(program, i, now)));
    // A kind of section an earlier version wrote, or a later one: stored, never read as a listing.
    const retired = { section: 'retired', data: '{}', updatedAt: new Date(now).toISOString(), updatedVia: 'provider', updatedBy: null } as const;
    await database.db.insertInto('listingSections').values(programs.map((program) => ({ ...retired, programId: program.id })) as never).execute();
    const read: string[] = [];
    let walked = 0;
    for await (const batch of listingSectionBatches(database.db, 3)) {
      read.push(...batch.known.map((row) => `${row.programId}/${row.section}`));
      walked += batch.walked;
    }
    const all = (await readListingSections(database.db)).map((row) => `${row.programId}/${row.section}`);
    expect(all.length).toBeGreaterThan(3);
    // In the engine's own order of ids (PostgreSQL's collation is not JavaScript's): compared as sets.
    expect(read).toHaveLength(all.length);
    expect(new Set(read)).toEqual(new Set(all));
    expect(walked).toBe(all.length + programs.length);
  });

  it('has the listings aligned with a rebuilt index before it is used, as a search would align them', async () => {
    const index = await indexFromDatabase(database.db, 4);
    const prepared = new ListingStore(database.db);
    await prepared.reload();
    await prepared.prepare(index);
    const unprepared = new ListingStore(database.db);
    await unprepared.reload();
    const byPosition = (listings: AlignedListings) => Array.from({ length: listings.length }, (_, at) => listings.at(at));
    const listings = byPosition(await prepared.current(index));
    expect(listings.filter(Boolean).length).toBeGreaterThan(0);
    expect(listings).toEqual(byPosition(await unprepared.current(index)));
  });
});

describe('the compact catalogue index', () => {
  it('packs strings of any script and gives each back whole, however many', () => {
    const texts = Array.from({ length: 500 }, (_, i) => ['', 'Little Acorns', 'Ünïcode Crèche', '東京 保育園', 'emoji 🧸 care'][i % 5] + String(i));
    const packed = new PackedStrings(2);
    for (const text of texts) packed.push(text);
    packed.trim();
    expect(texts.map((_, i) => packed.at(i))).toEqual(texts);
  });

  it('finds every position by its text, however far the table grew, the last one set for a text winning', () => {
    const texts = Array.from({ length: 20_000 }, (_, i) => `demo:${i}`);
    const held: string[] = [];
    const positions = new HashedPositions(1);
    const put = (text: string) => {
      held.push(text);
      positions.set(text, held.length - 1, (at) => held[at] === text);
    };
    for (const text of texts) put(text);
    put('demo:7');
    const find = (text: string) => positions.get(text, (at) => held[at] === text);
    expect(texts.filter((text, i) => find(text) !== i)).toEqual(['demo:7']);
    expect(find('demo:7')).toBe(texts.length);
    expect(find('demo:20000')).toBeUndefined();
  });

  it('keeps the last program placed at an address, and tells two addresses apart', () => {
    const first = makeProgram({ lat: 42.39, lng: -71.1, address: '12 Elm Street', city: 'Somerville' });
    const again = makeProgram({ lat: 42.391, lng: -71.1, address: '12 ELM STREET', city: 'Somerville' });
    const other = makeProgram({ lat: 42.3, lng: -71.1, address: '14 Elm Street', city: 'Somerville' });
    const index = CatalogueIndex.build([first, other, again]);
    expect(index.findByAddress('12 Elm Street, Somerville, MA')?.id).toBe(again.id);
    expect(index.findByAddress('14 elm street somerville')?.id).toBe(other.id);
    expect(index.findByAddress('16 Elm Street, Somerville')).toBeUndefined();
  });

  it("fails the build, and says so, when the index reader cannot open the database", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'careroute-index-reader-'));
    try {
      // A folder where the database file should be: the reader's connection cannot open it.
      await expect(indexFromDatabase({} as never, 1, { sizeHint: 1, target: { engine: 'sqlite', file: folder }, apartFrom: 0 })).rejects.toThrow(/index reader failed: .*EISDIR/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('sorts a spatial tree in a worker thread to the same answers as here', async () => {
    const count = 3000;
    const lngs = Float64Array.from({ length: count }, (_, i) => -71.2 + ((i * 7919) % count) / count / 2);
    const lats = Float64Array.from({ length: count }, (_, i) => 42.2 + ((i * 104_729) % count) / count / 2);
    const here = treeHere(lngs, lats);
    const there = await spatialTree(lngs, lats, 0);
    for (const [minLng, minLat, maxLng, maxLat] of [[-71.2, 42.2, -70.9, 42.5], [-71.1, 42.3, -71.05, 42.35], [0, 0, 1, 1]] as const) {
      expect(there.range(minLng, minLat, maxLng, maxLat)).toEqual(here.range(minLng, minLat, maxLng, maxLat));
    }
    // An empty catalogue's tree holds one point at 0, 0 (kdbush needs one); the index never asks it.
    expect((await spatialTree(new Float64Array(0), new Float64Array(0), 0)).range(-1, -1, 1, 1)).toEqual([0]);
  });
});
