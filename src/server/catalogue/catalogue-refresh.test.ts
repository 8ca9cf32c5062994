import { describe, expect, it } from 'vitest';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { upsertPrograms } from './catalogue.repository.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { CatalogueStore } from './catalogue-store.js';
import { useTestDatabase } from '#server/test/use-test-app.js';

/** The index a store answers with once it has swapped out `before` (or `before`, after a second). */
async function swappedFrom(store: CatalogueStore, before: CatalogueIndex): Promise<CatalogueIndex> {
  let index = before;
  for (let tries = 0; index === before && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    index = await store.current();
  }
  return index;
}

describe.each(testEngines)('a catalogue refresh on %s (docs/decisions/0036)', (engine) => {
  const database = useTestDatabase(engine);

  it('answers from the index in use while the new one is built, then from the new one', async () => {
    const first = makeProgram({ lat: 42.36, lng: -71.06 });
    await upsertPrograms(database.db, [first]);
    // Checks every time, and waits for no rebuild: what a request sees during a long one.
    const store = new CatalogueStore(database.db, { checkIntervalMs: 0, ratingCheckIntervalMs: 60_000, rebuildWaitMs: 0 });
    const before = await store.reload();

    const second = makeProgram({ lat: 42.37, lng: -71.1 });
    await upsertPrograms(database.db, [second]);
    const during = await store.current();
    expect(during).toBe(before);
    expect(during.get(second.id)).toBeUndefined();

    const after = await swappedFrom(store, before);
    expect(after).not.toBe(before);
    expect(after.get(second.id)?.name).toBe(second.name);
    expect(after.size).toBe(before.size + 1);
  });

  it('keeps a rating given during a rebuild in the index swapped in', async () => {
    const program = makeProgram({ lat: 42.38, lng: -71.09 });
    await upsertPrograms(database.db, [program]);
    const store = new CatalogueStore(database.db, { checkIntervalMs: 0, ratingCheckIntervalMs: 60_000, rebuildWaitMs: 0 });
    const before = await store.reload();
    await upsertPrograms(database.db, [makeProgram({ lat: 42.39, lng: -71.08 })]);
    expect(await store.current()).toBe(before);

    // Committed by this instance while the rebuild reads the catalogue (not yet in the rows it read).
    store.applyRating({ programId: program.id, rating: 4, reviewCount: 1, at: new Date().toISOString() }, 4);
    const after = await swappedFrom(store, before);
    expect(after).not.toBe(before);
    expect(after.get(program.id)).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});
