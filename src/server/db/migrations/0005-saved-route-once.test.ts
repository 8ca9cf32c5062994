import { expect, it } from 'vitest';
import { migrateToLatest } from '../database.js';
import { describeMigration } from '#server/test/describe-migration.js';

const route = (id: string, userId: string, origin: string, createdAt: string, travelMode = 'DRIVING') => ({
  id,
  userId,
  origin,
  destination: 'Cambridge, MA',
  waypoints: '[]',
  travelMode,
  daycareCount: null,
  createdAt,
});

describeMigration('migration 0005 (one entry per saved route)', (migratedTo) => {
  it('keeps the oldest of the copies a parent saved before, and refuses new copies', async () => {
    const database = await migratedTo('0004-blog-and-contact');
    const { db } = database;
    const { schema } = database;

    const now = new Date().toISOString();
    for (const id of ['u1', 'u2']) {
      await db
        .insertInto('users')
        .values({ id, firstName: 'A', lastName: 'B', emailId: `${id}@example.com`, passwordHash: 'x', address: '', phoneNumber: '', createdAt: now, updatedAt: now })
        .execute();
    }
    await db
      .insertInto('savedRoutes')
      .values([
        route('r2', 'u1', 'Quincy, MA', '2026-01-02T00:00:00.000Z'),
        route('r1', 'u1', 'Quincy, MA', '2026-01-01T00:00:00.000Z'),
        route('r3', 'u1', 'QUINCY, MA', '2026-01-03T00:00:00.000Z'),
        route('r4', 'u1', 'Quincy, MA', '2026-01-04T00:00:00.000Z', 'WALKING'),
        route('r5', 'u2', 'Quincy, MA', '2026-01-05T00:00:00.000Z'),
      ])
      .execute();

    await migrateToLatest(db, schema);
    const left = await db.selectFrom('savedRoutes').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['r1', 'r4', 'r5']);
    await expect(db.insertInto('savedRoutes').values(route('r6', 'u1', 'quincy, ma', now)).execute()).rejects.toThrow();
  });
});
