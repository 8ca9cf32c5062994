import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { catalogueVersion, countPrograms, findProgram } from './catalogue.repository.js';
import { importCatalogueFile, type CatalogueFormat, type ImportOptions } from './import-catalogue.js';
import { parseColumnMap } from './importers/generic-csv.js';
import { FIXTURES } from './importers/read-fixture.js';

const GENERIC_MAP = parseColumnMap(
  'id=Site ID,name=Program Name,type=Kind,address=Street,city=Town,state=State,zip=Postcode,lat=Latitude,lng=Longitude,phone=Tel',
);

const files: [string, CatalogueFormat, ImportOptions, number, number[]][] = [
  ['ma-eec-statewide.csv', 'ma-eec', {}, 12, [12, 13, 14]],
  ['ma-eec-boston-geocoded.csv', 'ma-eec', {}, 5, [7]],
  ['hifld-fl-full.csv', 'hifld', {}, 7, [8, 10]],
  ['hifld-il-reduced.csv', 'hifld', {}, 3, []],
  ['osm-overpass.json', 'osm', {}, 4, [5, 6, 8]],
  ['osm-features.geojson', 'osm', {}, 3, [4]],
  ['generic.csv', 'csv', { map: GENERIC_MAP }, 4, [5, 7]],
];

describe.each(testEngines)('importCatalogueFile on %s', (engine) => {
  let database: TestDatabase;
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-import-'));
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.deleteFrom('cataloguePrograms').execute();
  });

  it.each(files)('imports %s (%s) once, and a second time changes nothing', async (file, format, options, count, skippedLines) => {
    const { db } = database;
    const first = await importCatalogueFile(db, path.join(FIXTURES, file), format, options);
    expect(first).toMatchObject({ inserted: count, updated: 0, unchanged: 0 });
    expect(first.skipped.map((skip) => skip.line)).toEqual(skippedLines);
    const version = await catalogueVersion(db);

    const second = await importCatalogueFile(db, path.join(FIXTURES, file), format, options);
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: count });
    expect(second.skipped).toEqual(first.skipped);
    expect(await countPrograms(db)).toBe(count);
    expect(await catalogueVersion(db)).toBe(version);
  });

  it('skips a second record with an id already read, naming the first line', async () => {
    const summary = await importCatalogueFile(database.db, path.join(FIXTURES, 'ma-eec-boston-geocoded.csv'), 'ma-eec');
    expect(summary.skipped).toEqual([{ line: 7, reason: 'same id (ma-eec:P-910001) as line 3' }]);
    expect(await findProgram(database.db, 'ma-eec:P-910001')).toMatchObject({ name: 'Children’s Harbor Center' });
  });

  it('upgrades a program to its geocoded position, and the statewide file does not undo it', async () => {
    const { db } = database;
    const statewide = path.join(FIXTURES, 'ma-eec-statewide.csv');
    await importCatalogueFile(db, statewide, 'ma-eec');
    expect(await findProgram(db, 'ma-eec:P-900001')).toMatchObject({ locationPrecision: 'zip' });

    const geocoded = await importCatalogueFile(db, path.join(FIXTURES, 'ma-eec-boston-geocoded.csv'), 'ma-eec');
    expect(geocoded).toMatchObject({ inserted: 4, updated: 1 });
    expect(await findProgram(db, 'ma-eec:P-900001')).toMatchObject({ locationPrecision: 'address', lat: 42.365012 });

    expect(await importCatalogueFile(db, statewide, 'ma-eec')).toMatchObject({ inserted: 0, updated: 0, unchanged: 12 });
    expect(await findProgram(db, 'ma-eec:P-900001')).toMatchObject({ locationPrecision: 'address', lat: 42.365012 });
  });

  it('clips over-long text to the column widths instead of failing the batch', async () => {
    const file = path.join(dir, 'long.csv');
    const longName = `${'Very Long Name '.repeat(30)}End`;
    writeFileSync(file, `name,zip,hours\n"${longName}",02139,"${'Mo-Fr 08:00-17:00; '.repeat(20)}"\nShort Name,02139,\n`);
    const summary = await importCatalogueFile(database.db, file, 'csv', { map: parseColumnMap('name=name,zip=zip,hours=hours') });
    expect(summary).toMatchObject({ inserted: 2, skipped: [] });
    const names = (await database.db.selectFrom('cataloguePrograms').select(['name', 'hours']).execute()).map((row) => row.name);
    expect(names.every((name) => name.length <= 300)).toBe(true);
  });
});
