import { describe, expect, it } from 'vitest';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { upsertPrograms } from './catalogue.repository.js';
import { CatalogueStore } from './catalogue-store.js';

describe.each(testEngines)('CatalogueStore on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('rebuilds its index when another process imports a newer catalogue', async () => {
    const first = makeProgram({ lat: 42.36, lng: -71.06 });
    await upsertPrograms(database.db, [first]);
    const store = new CatalogueStore(database.db, { checkIntervalMs: 0 });
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
    const store = new CatalogueStore(database.db, { checkIntervalMs: 0 });
    const loaded = await store.reload();
    expect(await store.current()).toBe(loaded);
  });

  it('learns of a rating another instance wrote at its next check, in place, without rebuilding its index', async () => {
    const program = makeProgram({ lat: 42.38, lng: -71.09 });
    await upsertPrograms(database.db, [program]);
    const store = new CatalogueStore(database.db, { checkIntervalMs: 60_000, ratingCheckIntervalMs: 1000 });
    const loaded = await store.reload();
    expect(loaded.get(program.id)).toMatchObject({ rating: null, reviewCount: 0 });

    // What a review's transaction writes on another instance.
    await database.db
      .updateTable('cataloguePrograms')
      .set({ rating: 4.5, reviewCount: 2, ratingUpdatedAt: new Date().toISOString() })
      .where('id', '=', program.id)
      .execute();
    // Within the interval nothing is asked; after it, the rating is there in the same index.
    expect((await store.current()).get(program.id)?.rating).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1050));
    const current = await store.current();
    expect(current).toBe(loaded);
    expect(current.get(program.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });
});
