import { beforeEach, describe, expect, it } from 'vitest';
import type { Program } from '#shared/schemas/catalogue.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import {
  catalogueStats,
  catalogueVersion,
  countPrograms,
  findProgram,
  loadAllPrograms,
  storedProgramIds,
  upsertPrograms,
} from './catalogue.repository.js';

/** A program whose every nullable field is set, so the round trip through each engine is checked whole. */
function aProgram(n: number, overrides: Partial<Program> = {}): Program {
  const sourceId = `P-${String(n).padStart(6, '0')}`;
  return makeProgram({
    sourceId,
    id: `test:${sourceId}`,
    name: `Test Program ${n}`,
    category: 'childcare',
    address: `${n} Test Street`,
    city: 'Cambridge',
    zip: '02139',
    lat: 42.3647 + n / 1e5,
    lng: -71.1042,
    phone: '(617) 555-0100',
    website: 'https://test.example/',
    capacity: 40,
    licenseNumber: sourceId,
    ageGroups: ['infant', 'toddler'],
    acceptsSubsidy: n % 3 === 0 ? null : n % 3 === 1,
    hours: 'Mon-Fri 7:00-18:00',
    firstLicensedAt: '2001-02-03',
    sourceUpdatedAt: '2026-03-03',
    quality: { ratingSystem: 'QRIS', ratingLevel: 2, ratingMaxLevel: 4, inspectionDate: '2026-01-05', inspectionViolations: 0, inspectionUrl: null },
    ...overrides,
  });
}

describe.each(testEngines)('catalogue repository on %s', (engine) => {
  const database = useTestDatabase(engine);
  beforeEach(async () => {
    await database.db.deleteFrom('cataloguePrograms').execute();
    await database.db.deleteFrom('catalogueState').execute();
  });

  it('starts empty at version 0', async () => {
    const { db } = database;
    expect(await countPrograms(db)).toBe(0);
    expect(await catalogueVersion(db)).toBe(0);
    expect(await loadAllPrograms(db)).toEqual([]);
    expect(await findProgram(db, 'test:nope')).toBeUndefined();
    expect(await catalogueStats(db)).toEqual({ total: 0, bySource: {}, byCategory: {}, byLocationPrecision: {}, byState: {} });
  });

  it('stores programs and reads them back unchanged (JSON age groups, 1/0/null subsidy)', async () => {
    const { db } = database;
    const programs = [1, 2, 3].map((n) => aProgram(n));
    programs[0] = { ...aProgram(1), ageGroups: [], capacity: null, phone: null, website: null, hours: null };
    expect(await upsertPrograms(db, programs)).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(await loadAllPrograms(db)).toEqual(programs);
    expect((await loadAllPrograms(db)).map((program) => program.acceptsSubsidy)).toEqual([true, false, null]);
    expect(await findProgram(db, 'test:P-000002')).toEqual(programs[1]);
    expect(await catalogueVersion(db)).toBe(1);
  });

  it('changes nothing on a second identical upsert, and updates only what changed', async () => {
    const { db } = database;
    const programs = [1, 2, 3, 4].map((n) => aProgram(n));
    await upsertPrograms(db, programs);
    const stamp = async (id: string) =>
      (await db.selectFrom('cataloguePrograms').select('updatedAt').where('id', '=', id).executeTakeFirstOrThrow()).updatedAt;
    const before = await stamp('test:P-000001');

    expect(await upsertPrograms(db, programs)).toEqual({ inserted: 0, updated: 0, unchanged: 4 });
    expect(await catalogueVersion(db)).toBe(1);

    const changed = [...programs.slice(0, 3), { ...aProgram(4), name: 'Renamed Program', ageGroups: ['preschool' as const] }, aProgram(5)];
    expect(await upsertPrograms(db, changed)).toEqual({ inserted: 1, updated: 1, unchanged: 3 });
    expect(await catalogueVersion(db)).toBe(2);
    expect(await countPrograms(db)).toBe(5);
    expect(await findProgram(db, 'test:P-000004')).toMatchObject({ name: 'Renamed Program', ageGroups: ['preschool'] });
    expect(await stamp('test:P-000001')).toBe(before);
  });

  it('keeps ratings and review counts, which belong to reviews, through a re-import', async () => {
    const { db } = database;
    await upsertPrograms(db, [aProgram(1)]);
    await db.updateTable('cataloguePrograms').set({ rating: 4.5, reviewCount: 12 }).where('id', '=', 'test:P-000001').execute();
    expect(await upsertPrograms(db, [{ ...aProgram(1), capacity: 41 }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await findProgram(db, 'test:P-000001')).toMatchObject({ capacity: 41, rating: 4.5, reviewCount: 12 });
  });

  it('keeps an exact position when the same address comes back placed only by ZIP', async () => {
    const { db } = database;
    await upsertPrograms(db, [aProgram(1), aProgram(2)]);
    const byZip = { lat: 42.3647, lng: -71.1042, locationPrecision: 'zip' as const };
    const counts = await upsertPrograms(db, [{ ...aProgram(1), ...byZip }, { ...aProgram(2), ...byZip, address: '9 Moved Street' }]);
    expect(counts).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect(await findProgram(db, 'test:P-000001')).toMatchObject({ locationPrecision: 'address', lat: aProgram(1).lat });
    expect(await findProgram(db, 'test:P-000002')).toMatchObject({ locationPrecision: 'zip', address: '9 Moved Street' });
  });

  it('takes the last of two programs with one key in a call, and keeps sources apart', async () => {
    const { db } = database;
    const counts = await upsertPrograms(db, [
      aProgram(1),
      { ...aProgram(1), name: 'Later Wins' },
      { ...aProgram(1), id: 'other:P-000001', source: 'other' },
    ]);
    expect(counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(await findProgram(db, 'test:P-000001')).toMatchObject({ name: 'Later Wins' });
    expect(await findProgram(db, 'other:P-000001')).toMatchObject({ source: 'other' });
  });

  it('works through several batches', async () => {
    const { db } = database;
    const programs = Array.from({ length: 1201 }, (_, index) => aProgram(index + 1));
    expect(await upsertPrograms(db, programs)).toEqual({ inserted: 1201, updated: 0, unchanged: 0 });
    expect(await upsertPrograms(db, programs)).toEqual({ inserted: 0, updated: 0, unchanged: 1201 });
    expect(await countPrograms(db)).toBe(1201);
    expect(await catalogueVersion(db)).toBe(1);
  });

  it('says which of many ids it holds, across batches', async () => {
    const { db } = database;
    const programs = Array.from({ length: 1201 }, (_, index) => aProgram(index + 1));
    await upsertPrograms(db, programs.filter((_, index) => index % 2 === 0));
    const asked = [...programs.map((program) => program.id), 'test:P-NOT-THERE'];
    const held = await storedProgramIds(db, asked);
    expect(held.size).toBe(601);
    expect(programs.every((program, index) => held.has(program.id) === (index % 2 === 0))).toBe(true);
    expect(await storedProgramIds(db, [])).toEqual(new Set());
  });

  it('counts programs by source, category, location precision and state', async () => {
    const { db } = database;
    await upsertPrograms(db, [
      aProgram(1),
      aProgram(2, { category: 'preschool' }),
      aProgram(3, { category: 'preschool', locationPrecision: 'zip', state: 'NH' }),
      { ...aProgram(4), id: 'other:4', source: 'other', locationPrecision: 'city' },
    ]);
    expect(await catalogueStats(db)).toEqual({
      total: 4,
      bySource: { test: 3, other: 1 },
      byCategory: { childcare: 2, preschool: 2 },
      byLocationPrecision: { address: 2, city: 1, zip: 1 },
      byState: { MA: 3, NH: 1 },
    });
  });
});
