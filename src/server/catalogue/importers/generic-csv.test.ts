import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogueFile } from '../import-catalogue.js';
import { ColumnMapError, parseColumnMap } from './generic-csv.js';
import { FIXTURES, readFixture } from './read-fixture.js';

const MAP =
  'id=Site ID,name=Program Name,type=Kind,address=Street,city=Town,state=State,zip=Postcode,lat=Latitude,lng=Longitude,' +
  'ageGroups=Ages Served,phone=Tel,website=Web,email=Email,capacity=Seats,subsidy=Subsidy,hours=Opening Hours';

describe('parseColumnMap', () => {
  it('reads field=COLUMN pairs, fields in any case, columns with spaces', () => {
    expect(parseColumnMap('Name=Program Name, LAT=Y ,lng=X')).toEqual({ name: 'Program Name', lat: 'Y', lng: 'X' });
  });

  it.each([
    ['colour=Paint,name=N,zip=Z', /Unknown field "colour"/],
    ['name=,zip=Z', /No column given for "name"/],
    ['zip=Z', /must name the column holding the name/],
    ['name=N,lat=Y', /both lat=COLUMN and lng=COLUMN/],
    ['name=N,address=A', /lat and lng, or a zip or city column/],
  ])('refuses %j', (text, message) => {
    expect(() => parseColumnMap(text)).toThrow(ColumnMapError);
    expect(() => parseColumnMap(text)).toThrow(message);
  });
});

describe('generic csv importer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'generic-quality-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports through the map, with every quirk cleaned', async () => {
    const { at, programs, skipped } = await readFixture('generic.csv', 'csv', { map: parseColumnMap(MAP) });
    expect(programs).toHaveLength(4);
    expect(skipped).toEqual([
      { line: 5, reason: 'no name' },
      { line: 7, reason: '3 fields where the header has 16' },
    ]);
    expect(at(2)).toMatchObject({
      id: 'csv:G-1',
      source: 'csv',
      category: 'daycare',
      phone: '(617) 555-0141',
      capacity: 6,
      acceptsSubsidy: true,
      ageGroups: ['infant', 'toddler', 'preschool'],
      hours: 'Mon-Fri 7:00-17:30',
      locationPrecision: 'address',
    });
    // A category column naming one of the 8 categories is taken as it is.
    expect(at(3)).toMatchObject({ category: 'preschool', acceptsSubsidy: false, email: 'office@sunflower-academy.example' });
    // Upper case, ZIP+4, no state, no coordinates, NOT AVAILABLE and -999.
    expect(at(4)).toMatchObject({
      name: 'Cedar Hill Learning',
      address: '12 Cedar St',
      city: 'Somerville',
      state: 'MA',
      zip: '02144',
      locationPrecision: 'zip',
      website: null,
      capacity: null,
      ageGroups: ['infant', 'toddler'],
    });
    expect(at(6)).toMatchObject({ locationPrecision: 'zip', phone: null, category: 'aftercare' });
  });

  it('without an id column, keys rows by a hash that is the same on every read', async () => {
    const map = parseColumnMap('name=Program Name,address=Street,city=Town,zip=Postcode');
    const first = await readFixture('generic.csv', 'csv', { map, source: 'county-list' });
    const second = await readFixture('generic.csv', 'csv', { map, source: 'county-list' });
    expect(first.at(2).id).toMatch(/^county-list:[0-9a-f]{16}$/);
    expect(second.programs.map((program) => program.id)).toEqual(first.programs.map((program) => program.id));
  });

  it('stops when a mapped column is not in the file, naming the columns it has', async () => {
    const rows = readCatalogueFile(path.join(FIXTURES, 'generic.csv'), 'csv', { map: parseColumnMap('name=Title,zip=Postcode') });
    await expect(rows.next()).rejects.toThrow(/does not have: Title \(it has: Site ID, Program Name/);
  });

  it('reads a quality rating and the latest inspection where the map names their columns', async () => {
    const file = path.join(dir, 'quality.csv');
    writeFileSync(
      file,
      [
        'name,zip,QRIS,Level,Of,Inspected,Findings,Report',
        'Rated Kids,02139,Massachusetts QRIS,3,4,03/14/2026,2,https://childcare.example/reports/17',
        'Unrated Kids,02139,,,,,,',
        'Impossible Level,02139,Some QRIS,7,4,,,',
      ].join('\n'),
    );
    const map = parseColumnMap(
      'name=name,zip=zip,qualitySystem=QRIS,qualityLevel=Level,qualityMaxLevel=Of,inspectionDate=Inspected,inspectionViolations=Findings,inspectionUrl=Report',
    );
    const quality: unknown[] = [];
    for await (const row of readCatalogueFile(file, 'csv', { map })) if ('program' in row) quality.push(row.program.quality);
    expect(quality).toEqual([
      {
        ratingSystem: 'Massachusetts QRIS',
        ratingLevel: 3,
        ratingMaxLevel: 4,
        inspectionDate: '2026-03-14',
        inspectionViolations: 2,
        inspectionUrl: 'https://childcare.example/reports/17',
      },
      null,
      // A level above the system's maximum is not believed; the rest of what the list says is kept.
      { ratingSystem: 'Some QRIS', ratingLevel: null, ratingMaxLevel: 4, inspectionDate: null, inspectionViolations: null, inspectionUrl: null },
    ]);
  });

  it('needs a map and a well-formed source name', () => {
    expect(() => readCatalogueFile(path.join(FIXTURES, 'generic.csv'), 'csv')).toThrow(/needs --map/);
    expect(() => readCatalogueFile(path.join(FIXTURES, 'generic.csv'), 'csv', { map: { name: 'N', zip: 'Z' }, source: 'Bad Name' })).toThrow(
      /--source must be/,
    );
  });
});

describe('broken CSV', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'generic-csv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps stray quotes in their field and reports an unclosed quote, without losing the rows between', async () => {
    const file = path.join(dir, 'quotes.csv');
    writeFileSync(file, 'name,zip\nGood One,02139\nThe "Best" Kids,02139\n"Quoted ""Fine"" Kids",02139\nGood Two,02139\n"Unclosed,02139\nLost,02139\n');
    const names: string[] = [];
    const skipped: { line: number; skipped: string }[] = [];
    for await (const row of readCatalogueFile(file, 'csv', { map: parseColumnMap('name=name,zip=zip') })) {
      if ('skipped' in row) skipped.push(row);
      else names.push(row.program.name);
    }
    expect(names).toEqual(['Good One', 'The "Best" Kids', 'Quoted "Fine" Kids', 'Good Two']);
    expect(skipped).toEqual([
      { line: 7, skipped: 'a quote opened before line 7 is never closed: the rest of the file could not be read' },
    ]);
  });
});
