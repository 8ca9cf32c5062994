import { describe, expect, it } from 'vitest';
import { CHILDCARE_CATEGORIES } from '#shared/constants.js';
import { placeByZip } from '#server/geo/offline/gazetteer.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { catalogueVersion, countPrograms, upsertPrograms } from './catalogue.repository.js';
import { categorize } from './category.js';
import { DEMO_CATALOGUE_SIZE, DEMO_SEED, ensureDemoCatalogue, generateCatalogue } from './demo-catalogue.js';

// Massachusetts' bounding box, a little generous for points jittered off the coast.
const MA_BOUNDS = { south: 41.2, north: 42.9, west: -73.55, east: -69.9 };
const BOSTON = { lat: 42.3601, lng: -71.0589 };

function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}

describe('generateCatalogue', () => {
  const demo = generateCatalogue(DEMO_CATALOGUE_SIZE, DEMO_SEED);

  it('is deterministic: the same seed gives the same programs, another seed others', () => {
    expect(generateCatalogue(DEMO_CATALOGUE_SIZE, DEMO_SEED)).toEqual(demo);
    expect(generateCatalogue(50, DEMO_SEED + 1).map((program) => program.name)).not.toEqual(demo.slice(0, 50).map((program) => program.name));
  });

  it('makes about 2,000 demo programs with stable ids and every category', () => {
    expect(demo).toHaveLength(2000);
    expect(demo.map((program) => program.id)).toEqual(demo.map((_, index) => `demo:${index + 1}`));
    expect(new Set(demo.map((program) => program.source))).toEqual(new Set(['demo']));
    expect(new Set(demo.map((program) => program.category))).toEqual(new Set(CHILDCARE_CATEGORIES));
    for (const category of CHILDCARE_CATEGORIES) {
      expect(demo.filter((program) => program.category === category).length).toBeGreaterThan(50);
    }
  });

  it('places every program in Massachusetts, within 1.5 km of its real ZIP centroid', () => {
    for (const program of demo) {
      expect(program.state).toBe('MA');
      expect(program.locationPrecision).toBe('address');
      expect(program.lat).toBeGreaterThan(MA_BOUNDS.south);
      expect(program.lat).toBeLessThan(MA_BOUNDS.north);
      expect(program.lng).toBeGreaterThan(MA_BOUNDS.west);
      expect(program.lng).toBeLessThan(MA_BOUNDS.east);
      const zip = placeByZip(program.zip);
      expect(zip?.state).toBe('MA');
      expect(metersBetween(program, zip ?? BOSTON)).toBeLessThanOrEqual(1501);
    }
  });

  it('is denser in Greater Boston', () => {
    const nearBoston = demo.filter((program) => metersBetween(program, BOSTON) < 25_000).length;
    expect(nearBoston / demo.length).toBeGreaterThan(0.35);
  });

  it('gives every program plausible details that read as its category', () => {
    for (const program of demo) {
      expect(categorize({ name: program.name, labels: [program.programType], ageGroups: program.ageGroups })).toBe(program.category);
      expect(program.address).toMatch(/^\d+ [A-Z][a-z]+ (St|Ave|Rd|Ln|Dr|Way|Ct|Pl|Ter|Cir)$/);
      expect(program.phone).toMatch(/^\((617|781|508|978|413)\) 555-01\d\d$/);
      expect(program.hours).toMatch(/^(Mon-Fri|Mon, Wed|Tue, Thu|Mon, Wed, Fri|Sat) \d{1,2}:\d\d-\d{2}:\d\d$/);
      expect(program.capacity).toBeGreaterThan(0);
      expect(program.licenseNumber).toMatch(/^DEMO-\d{6}$/);
      expect(program.ageGroups.length).toBeGreaterThan(0);
      if (program.website) expect(new URL(program.website).hostname).toMatch(/\.example$/);
    }
    expect(new Set(demo.map((program) => program.name)).size).toBeGreaterThan(1800);
  });

  it('makes a 100,000-program catalogue for the benchmark', () => {
    const large = generateCatalogue(100_000, 42);
    expect(large).toHaveLength(100_000);
    expect(new Set(large.map((program) => program.id)).size).toBe(100_000);
  });
});

describe.each(testEngines)('ensureDemoCatalogue on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('loads the demo into an empty catalogue once', async () => {
    const { db } = database;
    expect(await ensureDemoCatalogue(db)).toBe(2000);
    expect(await countPrograms(db)).toBe(2000);
    expect(await catalogueVersion(db)).toBe(1);
    expect(await ensureDemoCatalogue(db)).toBe(0);
    expect(await countPrograms(db)).toBe(2000);
  });

  it('leaves a catalogue with real programs alone', async () => {
    const { db } = database;
    await db.deleteFrom('cataloguePrograms').execute();
    const [real] = generateCatalogue(1, 7);
    if (!real) throw new Error('no program generated');
    await upsertPrograms(db, [{ ...real, id: 'ma-eec:P-1', source: 'ma-eec', sourceId: 'P-1' }]);
    expect(await ensureDemoCatalogue(db)).toBe(0);
    expect(await countPrograms(db)).toBe(1);
  });
});
