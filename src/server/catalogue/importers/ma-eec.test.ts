import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogueFile } from '../import-catalogue.js';
import { CatalogueFormatError } from './csv-file.js';
import { FIXTURES, readFixture } from './read-fixture.js';

describe('ma-eec importer: statewide file', () => {
  it('reads every good row and skips the bad ones with their line numbers', async () => {
    const { programs, skipped } = await readFixture('ma-eec-statewide.csv', 'ma-eec');
    expect(programs).toHaveLength(12);
    expect(skipped).toEqual([
      { line: 12, reason: 'no id' },
      { line: 13, reason: 'no coordinates, and neither its ZIP nor its city is in the gazetteer' },
      { line: 14, reason: '5 fields where the header has 31' },
    ]);
  });

  it('maps a centre: id, type, capacity, ages, subsidy, dates, ZIP placement', async () => {
    const { at } = await readFixture('ma-eec-statewide.csv', 'ma-eec');
    expect(at(2)).toEqual({
      id: 'ma-eec:P-900001',
      source: 'ma-eec',
      sourceId: 'P-900001',
      name: 'Puddle Jumpers Early Learning Center',
      category: 'childcare',
      programType: 'Center-based Care',
      address: '12 Quince Orchard Road',
      city: 'Cambridge',
      state: 'MA',
      zip: '02139',
      lat: 42.3647,
      lng: -71.1042,
      locationPrecision: 'zip',
      phone: '(617) 555-0101',
      email: null,
      website: null,
      capacity: 54,
      licenseNumber: 'P-900001',
      licenseStatus: 'Current',
      ageGroups: ['infant', 'toddler', 'preschool'],
      acceptsSubsidy: true,
      hours: null,
      firstLicensedAt: '1991-04-12',
      sourceUpdatedAt: '2026-03-03',
      quality: null,
      rating: null,
      reviewCount: 0,
    });
  });

  it('handles each quirk of the real file', async () => {
    const { at } = await readFixture('ma-eec-statewide.csv', 'ma-eec');
    expect(at(3).name).toBe('Children’s Garden Preschool');
    expect(at(3).acceptsSubsidy).toBe(false);
    // A family child care home: upper case shown title-cased, ZIP+4 cut, licence covers birth to 14.
    expect(at(4)).toMatchObject({
      name: 'Winterbottom, Petra',
      address: '88 Hawthorn Circle Apt 2',
      zip: '02134',
      phone: '(617) 555-0103',
      category: 'daycare',
      ageGroups: ['infant', 'toddler', 'preschool', 'school-age'],
    });
    expect(at(5)).toMatchObject({ zip: '01007', address: '7 McKinley St', category: 'aftercare' });
    expect(at(6)).toMatchObject({ zip: '02061', address: '300 NE Harbor Dr', category: 'montessori' });
    expect(at(7)).toMatchObject({ address: '19 1st St', phone: '(413) 555-0106 ext. 12', category: 'nursery' });
    expect(at(8)).toMatchObject({ programType: 'Public School', category: 'kindergarten' });
    expect(at(9)).toMatchObject({ programType: 'Private School', category: 'preschool' });
    // A funded-only row: no licence status of its own, no capacity, no first date, a placeholder phone.
    expect(at(10)).toMatchObject({ licenseStatus: 'Current', capacity: null, firstLicensedAt: null, phone: null, ageGroups: [] });
    // An unknown ZIP falls back to the city centroid.
    expect(at(11)).toMatchObject({ city: 'Pittsfield', zip: '02999', locationPrecision: 'city' });
    expect(at(11).lat).toBeCloseTo(42.41, 1);
    expect(at(17)).toMatchObject({ category: 'playgroup', ageGroups: ['infant', 'toddler'] });
  });

  it('numbers lines from where a record starts, past a quoted line break', async () => {
    const { at } = await readFixture('ma-eec-statewide.csv', 'ma-eec');
    expect(at(15).address).toBe('77 Juniper Road, Rear entrance Ground floor');
    expect(at(17).name).toBe('Little Wrens Playgroup');
  });

  it('never puts a name or address into a skip reason', async () => {
    const { skipped } = await readFixture('ma-eec-statewide.csv', 'ma-eec');
    for (const { reason } of skipped) expect(reason).not.toMatch(/Nameless|Lost Valley|Mystery|Short Row/);
  });
});

describe('ma-eec importer: geocoded Boston copy', () => {
  it('reads the BOM header, the renamed age columns and the coordinates', async () => {
    const { at } = await readFixture('ma-eec-boston-geocoded.csv', 'ma-eec');
    expect(at(3)).toMatchObject({
      id: 'ma-eec:P-910001',
      address: '1500 Blueberry Hill Ave',
      lat: 42.274411,
      lng: -71.093322,
      locationPrecision: 'address',
      capacity: 29,
      ageGroups: ['infant', 'toddler', 'preschool'],
      sourceUpdatedAt: '2026-03-03',
    });
    expect(at(6).ageGroups).toEqual(['infant', 'toddler', 'preschool', 'school-age']);
  });

  it('repairs the mojibake (Latin-1 and Windows-1252 forms)', async () => {
    const { at } = await readFixture('ma-eec-boston-geocoded.csv', 'ma-eec');
    expect(at(3).name).toBe('Children’s Harbor Center');
    expect(at(4).name).toBe('Hernández, Lucia');
    expect(at(5).name).toBe('Zoë Learning Studio');
    expect(at(6).name).toBe('Kids – First Center');
  });

  it('places a row that failed to geocode by its ZIP', async () => {
    const { at } = await readFixture('ma-eec-boston-geocoded.csv', 'ma-eec');
    expect(at(4)).toMatchObject({ zip: '02125', locationPrecision: 'zip', lat: 42.2973, lng: -71.0745 });
  });
});

describe('ma-eec importer: wrong file', () => {
  it('stops with a clear message when the columns are not EEC columns', async () => {
    const rows = readCatalogueFile(path.join(FIXTURES, 'hifld-fl-full.csv'), 'ma-eec');
    await expect(rows.next()).rejects.toThrow(CatalogueFormatError);
    await expect(readCatalogueFile(path.join(FIXTURES, 'hifld-fl-full.csv'), 'ma-eec').next()).rejects.toThrow(
      /not an MA EEC programs file: no column PROVIDER_NUMBER/,
    );
  });

  it('reports a missing file as an error, not as skipped rows', async () => {
    await expect(readCatalogueFile(path.join(FIXTURES, 'missing.csv'), 'ma-eec').next()).rejects.toThrow(/ENOENT/);
  });
});
