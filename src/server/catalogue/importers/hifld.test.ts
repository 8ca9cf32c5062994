import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogueFile } from '../import-catalogue.js';
import { readFixture } from './read-fixture.js';

describe('hifld importer: full Florida-style file', () => {
  it('reads the BOM header and skips bad rows with their line numbers', async () => {
    const { programs, skipped } = await readFixture('hifld-fl-full.csv', 'hifld');
    expect(programs).toHaveLength(7);
    expect(skipped).toEqual([
      { line: 8, reason: 'no name' },
      { line: 10, reason: 'state "ZZ" is not a US state' },
    ]);
  });

  it('title-cases upper-case text and drops the NOT AVAILABLE and -999 sentinels', async () => {
    const { at } = await readFixture('hifld-fl-full.csv', 'hifld');
    expect(at(2)).toMatchObject({
      id: 'hifld:1900000001',
      name: 'Tiny Turtles Learning Academy',
      address: '4410 NW 23rd Ave',
      city: 'Gainesville',
      state: 'FL',
      zip: '32605',
      website: null,
      capacity: 120,
      programType: 'Center Based',
      licenseStatus: 'Open',
      category: 'childcare',
      locationPrecision: 'address',
      sourceUpdatedAt: '2022-05-02',
    });
    expect(at(3)).toMatchObject({ phone: null, capacity: null, category: 'preschool', ageGroups: ['preschool'] });
    expect(at(9)).toMatchObject({ name: "O'Brien's Kiddie Korner", address: '15 McDonald Blvd Ste 4' });
  });

  it('maps TYPE and NAICS_DESC to categories and age groups', async () => {
    const { at } = await readFixture('hifld-fl-full.csv', 'hifld');
    expect(at(4)).toMatchObject({ category: 'aftercare', ageGroups: ['school-age'], programType: 'School Based' });
    expect(at(5)).toMatchObject({ category: 'montessori', website: 'http://www.gracechapel-kids.example/' });
  });

  it('uses Web Mercator X/Y without LATITUDE/LONGITUDE, and the ZIP without either', async () => {
    const { at } = await readFixture('hifld-fl-full.csv', 'hifld');
    expect(at(6).locationPrecision).toBe('address');
    expect(at(6).lat).toBeCloseTo(26.1188, 6);
    expect(at(6).lng).toBeCloseTo(-80.1469, 6);
    expect(at(7)).toMatchObject({ locationPrecision: 'zip', lat: 26.1216, lng: -80.1288 });
  });
});

describe('hifld importer: reduced lower-case copy', () => {
  it('reads lower-case headers and keys rows by OBJECTID apart from the ID space', async () => {
    const { at, skipped } = await readFixture('hifld-il-reduced.csv', 'hifld');
    expect(skipped).toEqual([]);
    expect(at(2)).toMatchObject({ id: 'hifld:oid-70001', name: 'Lincoln Park Little Learners', city: 'Chicago', capacity: 60 });
    expect(at(3)).toMatchObject({ capacity: null, category: 'preschool', phone: null });
    expect(at(4)).toMatchObject({ locationPrecision: 'zip', zip: '62701' });
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'hifld-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts any header case', async () => {
    const file = path.join(dir, 'mixed.csv');
    writeFileSync(file, 'ObjectId,Name,City,State,Zip,Latitude,Longitude\n9,Puffin Place,Miami,FL,33101,25.77,-80.19\n');
    const rows = [];
    for await (const row of readCatalogueFile(file, 'hifld')) rows.push(row);
    expect(rows).toEqual([{ line: 2, program: expect.objectContaining({ id: 'hifld:oid-9', name: 'Puffin Place', address: '' }) }]);
  });

  it('refuses a file without NAME or any id column', async () => {
    const file = path.join(dir, 'no-id.csv');
    writeFileSync(file, 'NAME,CITY\nA,B\n');
    await expect(readCatalogueFile(file, 'hifld').next()).rejects.toThrow(/no column ID or OBJECTID/);
  });
});
