import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines, type TestDatabase } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { applyClosures, MASS_CLOSE } from './catalogue-closures.js';
import { catalogueVersion, findClosedProgram, loadAllPrograms, upsertPrograms } from './catalogue.repository.js';
import { importCatalogueFile } from './import-catalogue.js';
import { FIXTURES } from './importers/read-fixture.js';

const statewide = readFileSync(path.join(FIXTURES, 'ma-eec-statewide.csv'), 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'closures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The statewide fixture without the lines of these providers. */
function listWithout(...providerNumbers: string[]): string {
  const file = path.join(dir, `without-${providerNumbers.join('-') || 'none'}.csv`);
  writeFileSync(file, statewide.split('\n').filter((line) => !providerNumbers.some((id) => line.startsWith(`"${id}"`))).join('\n'));
  return file;
}

const openIds = async (db: TestDatabase['db']) => (await loadAllPrograms(db)).map(({ id }) => id);

describe.each(testEngines)('programs leaving their licensing list on %s', (engine) => {
  const database = useTestDatabase(engine);
  beforeEach(async () => {
    await database.db.deleteFrom('cataloguePrograms').execute();
  });

  it('closes a program the list no longer holds, and reopens it when it comes back', async () => {
    const first = await importCatalogueFile(database.db, listWithout(), 'ma-eec');
    expect(first).toMatchObject({ inserted: 12, closed: 0, reopened: 0 });

    const before = await catalogueVersion(database.db);
    const second = await importCatalogueFile(database.db, listWithout('P-900001', 'P-900002'), 'ma-eec');
    expect(second).toMatchObject({ unchanged: 10, closed: 2, reopened: 0, heldBack: 0 });
    expect(await openIds(database.db)).not.toContain('ma-eec:P-900001');
    expect(await findClosedProgram(database.db, 'ma-eec:P-900001')).toMatchObject({ program: { name: 'Puddle Jumpers Early Learning Center' } });
    expect(await catalogueVersion(database.db)).toBeGreaterThan(before);

    // Importing the same shortened list again closes nothing more.
    expect(await importCatalogueFile(database.db, listWithout('P-900001', 'P-900002'), 'ma-eec')).toMatchObject({ closed: 0, reopened: 0 });

    const third = await importCatalogueFile(database.db, listWithout(), 'ma-eec');
    expect(third).toMatchObject({ closed: 0, reopened: 2 });
    expect(await openIds(database.db)).toContain('ma-eec:P-900001');
    expect(await findClosedProgram(database.db, 'ma-eec:P-900001')).toBeUndefined();
  });

  it('leaves programs open when more than half of a source would close at once, unless told to', async () => {
    const many = Array.from({ length: 30 }, (_, i) => makeProgram({ sourceId: `M-${i}`, source: 'mass', lat: 42.3, lng: -71.1 }));
    await upsertPrograms(database.db, many);
    const seenIds = new Set(many.slice(0, 5).map(({ id }) => id));

    expect(await applyClosures(database.db, { source: 'mass', states: new Set(['MA']), seenIds })).toEqual({ closed: 0, reopened: 0, heldBack: 25 });
    expect(await openIds(database.db)).toHaveLength(30);
    expect(MASS_CLOSE.min).toBeLessThanOrEqual(25);

    expect(await applyClosures(database.db, { source: 'mass', states: new Set(['MA']), seenIds, allowMassClose: true })).toEqual({ closed: 25, reopened: 0, heldBack: 0 });
    expect(await openIds(database.db)).toHaveLength(5);
  });

  it("closes only within the source and the states the file covers", async () => {
    const florida = makeProgram({ sourceId: 'FL-1', source: 'hifld', state: 'FL', lat: 27.9, lng: -82.4 });
    const illinois = makeProgram({ sourceId: 'IL-1', source: 'hifld', state: 'IL', lat: 41.8, lng: -87.6 });
    const otherSource = makeProgram({ sourceId: 'X-1', source: 'city-list', state: 'FL', lat: 27.9, lng: -82.4 });
    await upsertPrograms(database.db, [florida, illinois, otherSource]);

    // An Illinois file of the same source says nothing about Florida, nor about another source.
    const counts = await applyClosures(database.db, { source: 'hifld', states: new Set(['IL']), seenIds: new Set() });
    expect(counts.closed).toBe(1);
    expect((await openIds(database.db)).sort()).toEqual([florida.id, otherSource.id].sort());
  });

  it('never closes anything after an OpenStreetMap extract, which covers only the area it was cut to', async () => {
    await upsertPrograms(database.db, [makeProgram({ sourceId: 'node/1', source: 'osm', lat: 42.3, lng: -71.1 })]);
    const summary = await importCatalogueFile(database.db, path.join(FIXTURES, 'osm-features.geojson'), 'osm');
    expect(summary.closed).toBe(0);
  });
});
