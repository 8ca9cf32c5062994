import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Every instance asks every two seconds where the listings stand (how many sections, the latest
// change); without this index each ask read the whole table, about 45 ms of a blocked server at
// 344,000 sections, and with it about 3 ms (docs/decisions/0036, "The listings' change check").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('listing_sections_section_updated_at_index').on('listing_sections').columns(['section', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listing_sections_section_updated_at_index').execute();
}
