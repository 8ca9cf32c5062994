import { expect, it } from 'vitest';
import { migrateToLatest } from '../database.js';
import type { Language } from '#server/language.js';
import { migratorOf } from '#server/test/test-database.js';
import { describeMigration } from '#server/test/describe-migration.js';

describeMigration('migration 0017 (user language)', (migratedTo) => {
  it('makes every account made before it English, allows only en and es, and goes back down', async () => {
    const database = await migratedTo('0016-blog-post-language');
    const { db, schema } = database;
    const now = new Date().toISOString();
    const user = (id: string) => ({ id, firstName: 'A', lastName: 'B', emailId: `${id}@example.com`, passwordHash: 'x', address: '', phoneNumber: '', createdAt: now, updatedAt: now });
    await db.insertInto('users').values(user('before')).execute();

    await migrateToLatest(db, schema);
    expect(await db.selectFrom('users').select(['id', 'language']).execute()).toEqual([{ id: 'before', language: 'en' }]);
    await db.insertInto('users').values({ ...user('spanish'), language: 'es' }).execute();
    await expect(db.insertInto('users').values({ ...user('french'), language: 'fr' as Language }).execute()).rejects.toThrow();
    await expect(db.updateTable('users').set({ language: 'EN' as Language }).where('id', '=', 'before').execute()).rejects.toThrow();
    expect(await db.selectFrom('users').select(['id', 'language']).orderBy('id').execute()).toEqual([
      { id: 'before', language: 'en' },
      { id: 'spanish', language: 'es' },
    ]);

    expect((await migratorOf(database).migrateTo('0016-blog-post-language')).error).toBeUndefined();
    expect(await db.selectFrom('users').select('id').orderBy('id').execute()).toEqual([{ id: 'before' }, { id: 'spanish' }]);
  });
});
