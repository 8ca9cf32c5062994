import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogueFile } from '../import-catalogue.js';
import { CatalogueFormatError } from './csv-file.js';
import { readFixture } from './read-fixture.js';

describe('osm importer: Overpass JSON', () => {
  it('reads nodes, ways with a center, and relations placed by their postcode', async () => {
    const { at } = await readFixture('osm-overpass.json', 'osm');
    expect(at(1)).toMatchObject({
      id: 'osm:node/1001',
      source: 'osm',
      sourceId: 'node/1001',
      name: 'Acorn Cottage Childcare',
      category: 'childcare',
      programType: 'childcare',
      address: '14 Pemberton Street',
      city: 'Cambridge',
      state: 'MA',
      zip: '02139',
      lat: 42.366101,
      lng: -71.104402,
      locationPrecision: 'address',
      phone: '(617) 555-0121',
      website: 'https://acorn-cottage.example/',
      capacity: 40,
      hours: 'Mo-Fr 07:30-18:00',
      sourceUpdatedAt: '2025-11-02',
    });
    expect(at(2)).toMatchObject({
      id: 'osm:way/2002',
      lat: 42.398811,
      category: 'preschool',
      ageGroups: ['preschool', 'school-age'],
      email: 'hello@sprouting-minds.example',
      city: 'Somerville',
      state: 'MA',
    });
    expect(at(3)).toMatchObject({ id: 'osm:relation/3003', category: 'kindergarten', locationPrecision: 'zip', address: '' });
  });

  it('fills city and state from the nearest ZIP when the tags leave them out', async () => {
    const { at } = await readFixture('osm-overpass.json', 'osm');
    expect(at(7)).toMatchObject({ category: 'aftercare', ageGroups: ['school-age'], state: 'MA', phone: '(617) 555-0127' });
    expect(at(7).city).not.toBe('');
    expect(at(7).website).toBe('http://clover-field.example/after-school');
  });

  it('passes over untagged way nodes and skips the rest with their position', async () => {
    const { programs, skipped } = await readFixture('osm-overpass.json', 'osm');
    expect(programs).toHaveLength(4);
    expect(skipped).toEqual([
      { line: 5, reason: 'amenity=school is neither childcare nor kindergarten' },
      { line: 6, reason: 'no name' },
      { line: 8, reason: 'not an OSM element (type, id)' },
    ]);
  });
});

describe('osm importer: GeoJSON', () => {
  it('reads overpass-turbo and osmtogeojson features after a BOM', async () => {
    const { at, skipped } = await readFixture('osm-features.geojson', 'osm');
    expect(at(1)).toMatchObject({ id: 'osm:node/5001', category: 'montessori', lat: 42.337104, lng: -71.071502, city: 'Boston' });
    // A building outline is placed at the mean of its corners.
    expect(at(2)).toMatchObject({ id: 'osm:way/5002', category: 'nursery', locationPrecision: 'address' });
    expect(at(2).lat).toBeCloseTo(42.3408, 4);
    expect(at(2).lng).toBeCloseTo(-71.0892, 4);
    expect(at(3)).toMatchObject({ id: 'osm:relation/5003', category: 'playgroup', sourceUpdatedAt: '2024-05-06' });
    expect(skipped).toEqual([{ line: 4, reason: 'no OSM id (node/<id>, way/<id> or relation/<id>)' }]);
  });
});

describe('osm importer: wrong files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'osm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['not JSON', 'amenity,name\n', /not valid JSON/],
    ['other JSON', '{"type":"Feature"}', /neither a GeoJSON FeatureCollection nor Overpass JSON/],
  ])('refuses %s', async (_kind, text, message) => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, text);
    const rows = readCatalogueFile(file, 'osm');
    await expect(rows.next()).rejects.toThrow(CatalogueFormatError);
    await expect(readCatalogueFile(file, 'osm').next()).rejects.toThrow(message);
  });
});
