import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../database.js';
import { migratorOf, type TestDatabase } from '#server/test/test-database.js';
import { describeMigration } from '#server/test/describe-migration.js';

const INDEX = 'listing_sections_section_updated_at_index';

async function indexNames(database: TestDatabase): Promise<string[]> {
  const { db, schema } = database;
  const { rows } = schema
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = ${schema} and tablename = 'listing_sections'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'listing_sections'`.execute(db);
  return rows.map((row) => row.name);
}

describeMigration('migration 0018 (listing sections by time)', (migratedTo, engine) => {
  it('indexes the listing sections by section and time, and goes back down', async () => {
    const database = await migratedTo('0017-user-language');
    expect(await indexNames(database)).not.toContain(INDEX);

    await migrateToLatest(database.db, database.schema);
    expect(await indexNames(database)).toContain(INDEX);
    if (engine === 'sqlite') {
      // The change check's two questions read the index alone, not the table.
      for (const question of [sql`select max(updated_at) from listing_sections where section in ('openings', 'hours')`, sql`select count(*) from listing_sections where section in ('openings', 'hours')`]) {
        const { rows } = await sql<{ detail: string }>`explain query plan ${question}`.execute(database.db);
        expect(rows.map((row) => row.detail).join('; ')).toContain(`COVERING INDEX ${INDEX}`);
      }
    }

    expect((await migratorOf(database).migrateTo('0017-user-language')).error).toBeUndefined();
    expect(await indexNames(database)).not.toContain(INDEX);
  });
});
