import { expect, it } from 'vitest';
import { migrateToLatest } from '../database.js';
import { describeMigration } from '#server/test/describe-migration.js';

describeMigration('migration 0016 (blog post language)', (migratedTo) => {
  it('makes every post stored before it English, with no original', async () => {
    const database = await migratedTo('0015-quality-facts');
    const { db, schema } = database;
    const now = new Date().toISOString();
    await db
      .insertInto('blogPosts')
      .values({ id: 'old', slug: 'old', title: 'T', summary: 'S', category: 'C', content: 'Body', featuredImage: null, author: 'A', publishedAt: now, readTime: 1, viewCount: 3, updatedAt: now })
      .execute();

    await migrateToLatest(db, schema);
    expect(await db.selectFrom('blogPosts').select(['language', 'translationOf', 'viewCount']).execute()).toEqual([
      { language: 'en', translationOf: null, viewCount: 3 },
    ]);
  });
});
