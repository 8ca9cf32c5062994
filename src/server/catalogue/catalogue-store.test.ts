import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { upsertPrograms } from './catalogue.repository.js';
import { CatalogueStore } from './catalogue-store.js';

describe.each(testEngines)('CatalogueStore on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('rebuilds its index when another process imports a newer catalogue', async () => {
    const first = makeProgram({ lat: 42.36, lng: -71.06 });
    await upsertPrograms(database.db, [first]);
    const store = new CatalogueStore(database.db, 0);
    await store.reload();
    expect((await store.current()).size).toBe(1);

    // Another instance (or the CLI) imports through the same database.
    const second = makeProgram({ lat: 42.37, lng: -71.1 });
    await upsertPrograms(database.db, [second]);

    const refreshed = await store.current();
    expect(refreshed.size).toBe(2);
    expect(refreshed.get(second.id)?.name).toBe(second.name);
  });

  it('keeps its index between checks when nothing changed', async () => {
    const store = new CatalogueStore(database.db, 0);
    const loaded = await store.reload();
    expect(await store.current()).toBe(loaded);
  });
});
