import { sql } from 'kysely';
import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup, LocationPrecision, Program, QualityFacts } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import type { CatalogueProgramRow, NewCatalogueProgramRow } from '#server/db/schema.js';
import { DETAIL_COLUMNS, INDEX_COLUMNS, type IndexRow, type ProgramDetails } from './catalogue-columns.js';

/** Small enough for both engines' bound-parameter limits (27 columns x 500), large enough to be fast. */
const BATCH_SIZE = 500;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface CatalogueStats {
  total: number;
  bySource: Record<string, number>;
  byCategory: Record<string, number>;
  byLocationPrecision: Record<string, number>;
  byState: Record<string, number>;
}

/** The one place a stored row becomes a Program: JSON age groups, 1/0/null subsidy. */
export function toProgram(row: Omit<CatalogueProgramRow, 'updatedAt'>): Program {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    name: row.name,
    category: row.category as ChildcareCategory,
    programType: row.programType,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    locationPrecision: row.locationPrecision as LocationPrecision,
    phone: row.phone,
    email: row.email,
    website: row.website,
    capacity: row.capacity,
    licenseNumber: row.licenseNumber,
    licenseStatus: row.licenseStatus,
    ageGroups: JSON.parse(row.ageGroups) as AgeGroup[],
    acceptsSubsidy: row.acceptsSubsidy === null ? null : row.acceptsSubsidy === 1,
    hours: row.hours,
    firstLicensedAt: row.firstLicensedAt,
    sourceUpdatedAt: row.sourceUpdatedAt,
    quality: row.quality === null ? null : (JSON.parse(row.quality) as QualityFacts),
    rating: row.rating,
    reviewCount: row.reviewCount,
  };
}

export function toRow(program: Program, updatedAt: string): NewCatalogueProgramRow {
  const { ageGroups, acceptsSubsidy, quality, ...rest } = program;
  return {
    ...rest,
    ageGroups: JSON.stringify(ageGroups),
    acceptsSubsidy: acceptsSubsidy === null ? null : acceptsSubsidy ? 1 : 0,
    quality: quality === null ? null : JSON.stringify(quality),
    updatedAt,
  };
}

// Rating and review count belong to reviews, and the id is fixed at first insert: a re-import keeps them.
type ImportedField = Exclude<keyof Program, 'id' | 'rating' | 'reviewCount'>;
const IMPORTED_FIELDS: ImportedField[] = [
  'source', 'sourceId', 'name', 'category', 'programType', 'address', 'city', 'state', 'zip', 'lat', 'lng',
  'locationPrecision', 'phone', 'email', 'website', 'capacity', 'licenseNumber', 'licenseStatus', 'ageGroups',
  'acceptsSubsidy', 'hours', 'firstLicensedAt', 'sourceUpdatedAt', 'quality',
];

function sameImportedContent(stored: Program, incoming: Program): boolean {
  return IMPORTED_FIELDS.every((field) =>
    field === 'ageGroups'
      ? stored.ageGroups.join() === incoming.ageGroups.join()
      : field === 'quality'
        ? JSON.stringify(stored.quality) === JSON.stringify(incoming.quality)
        : stored[field] === incoming[field],
  );
}

const PRECISION_RANK: Record<LocationPrecision, number> = { address: 0, zip: 1, city: 2 };

/**
 * A record placed only by its ZIP or city keeps the exact position already stored for the same
 * address: re-importing the statewide MA file must not undo its geocoded Boston copy.
 */
function keepExactPosition(stored: Program, incoming: Program): Program {
  const sameAddress = (['address', 'city', 'zip', 'state'] as const).every((field) => stored[field] === incoming[field]);
  if (!sameAddress || PRECISION_RANK[stored.locationPrecision] >= PRECISION_RANK[incoming.locationPrecision]) {
    return incoming;
  }
  return { ...incoming, lat: stored.lat, lng: stored.lng, locationPrecision: stored.locationPrecision };
}

const keyOf = (program: Pick<Program, 'source' | 'sourceId'>) => `${program.source}\n${program.sourceId}`;

async function storedPrograms(db: Db, batch: Program[]): Promise<Map<string, Program>> {
  const stored = new Map<string, Program>();
  for (const source of new Set(batch.map((program) => program.source))) {
    const ids = batch.filter((program) => program.source === source).map((program) => program.sourceId);
    const rows = await db
      .selectFrom('cataloguePrograms')
      .selectAll()
      .where('source', '=', source)
      .where('sourceId', 'in', ids)
      .execute();
    for (const row of rows) stored.set(keyOf(row), toProgram(row));
  }
  return stored;
}

/**
 * Inserts new programs and updates changed ones, keyed by (source, sourceId), in transactions of
 * BATCH_SIZE; unchanged programs are not written. Within one call the last of two programs with the
 * same key wins. The catalogue version rises once when anything changed, so instances rebuild.
 */
export async function upsertPrograms(
  db: Db,
  programs: Program[],
  /** Called in each batch's transaction with the programs new to the catalogue (alerts: docs/decisions/0024). */
  onInserted?: (trx: Db, inserted: Program[]) => Promise<void>,
): Promise<UpsertCounts> {
  const unique = [...new Map(programs.map((program) => [keyOf(program), program])).values()];
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const now = new Date().toISOString();
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE);
    await db.transaction().execute(async (trx) => {
      const stored = await storedPrograms(trx, batch);
      const writes: Program[] = [];
      const inserted: Program[] = [];
      for (const candidate of batch) {
        const existing = stored.get(keyOf(candidate));
        const program = existing ? keepExactPosition(existing, candidate) : candidate;
        const outcome = !existing ? 'inserted' : sameImportedContent(existing, program) ? 'unchanged' : 'updated';
        counts[outcome] += 1;
        if (outcome !== 'unchanged') writes.push(program);
        if (outcome === 'inserted') inserted.push(program);
      }
      if (writes.length === 0) return;
      await trx
        .insertInto('cataloguePrograms')
        .values(writes.map((program) => toRow(program, now)))
        .onConflict((conflict) =>
          conflict.columns(['source', 'sourceId']).doUpdateSet((eb) => ({
            ...Object.fromEntries(
              IMPORTED_FIELDS.map((field) => [field, eb.ref(`excluded.${field}`)]),
            ),
            updatedAt: now,
          })),
        )
        .execute();
      if (onInserted && inserted.length > 0) await onInserted(trx, inserted);
    });
  }
  if (counts.inserted + counts.updated > 0) await bumpCatalogueVersion(db, now);
  return counts;
}

/** Moves the catalogue version on, so every running server reloads its index (the store polls it). */
export async function bumpCatalogueVersion(db: Db, now: string): Promise<void> {
  await db
    .insertInto('catalogueState')
    .values({ id: 1, version: 1, updatedAt: now })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({ version: eb('catalogueState.version', '+', 1), updatedAt: now })),
    )
    .execute();
}

/**
 * Every program still on its licensing list, for the in-memory index built at start-up (100k rows
 * in well under a second). A closed program leaves the search (docs/decisions/0031).
 */
export async function loadAllPrograms(db: Db): Promise<Program[]> {
  const rows = await db.selectFrom('cataloguePrograms').selectAll().where('closedAt', 'is', null).orderBy('id').execute();
  return rows.map(toProgram);
}

/** How many programs are on their licensing lists: the room the index is built with. */
export async function countOpenPrograms(db: Db): Promise<number> {
  const row = await db
    .selectFrom('cataloguePrograms')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('closedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Every program still on its licensing list, by id, in batches of `batchSize` read one after
 * another (keyset pages, on both engines): the index is built from these without ever holding
 * the whole catalogue as objects (docs/decisions/0036).
 */
export async function* openProgramBatches(db: Db, batchSize: number): AsyncGenerator<IndexRow[]> {
  // Named as the rows are used, so that the camel-case plugin need not rename every column of
  // 250,000 rows: that was about 40% of reading them.
  const plain = db.withoutPlugins();
  let after = '';
  for (;;) {
    const { rows } = await sql<IndexRow>`select ${INDEX_SELECTION} from catalogue_programs
      where closed_at is null and id > ${after} order by id limit ${batchSize}`.execute(plain);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = (rows.at(-1) as IndexRow).id;
  }
}

const INDEX_SELECTION = sql.raw(INDEX_COLUMNS.map((column) => `${column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)} as "${column}"`).join(', '));

/** The details of these programs the index does not keep (docs/decisions/0036), by id: one query. */
export async function readProgramDetails(db: Db, ids: readonly string[]): Promise<Map<string, ProgramDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('cataloguePrograms').select(['id', ...DETAIL_COLUMNS]).where('id', 'in', ids).execute();
  return new Map(
    rows.map(({ id, quality, ...details }) => [id, { ...details, quality: quality === null ? null : (JSON.parse(quality) as QualityFacts) }]),
  );
}

export async function findProgram(db: Db, id: string): Promise<Program | undefined> {
  const row = await db.selectFrom('cataloguePrograms').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProgram(row) : undefined;
}

/** A program that has left its licensing list, and since when; undefined for one still on it or unknown. */
export async function findClosedProgram(db: Db, id: string): Promise<{ program: Program; closedAt: string } | undefined> {
  const row = await db.selectFrom('cataloguePrograms').selectAll().where('id', '=', id).where('closedAt', 'is not', null).executeTakeFirst();
  return row?.closedAt ? { program: toProgram(row), closedAt: row.closedAt } : undefined;
}

/** The current rating and review count of each of these programs the catalogue holds. */
export async function ratingsOf(db: Db, ids: readonly string[]): Promise<Map<string, { rating: number | null; reviewCount: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('cataloguePrograms').select(['id', 'rating', 'reviewCount']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { rating: row.rating, reviewCount: row.reviewCount }]));
}

/** The ids of every program from one source ('demo', 'ma-eec', ...). */
/**
 * Which of `ids` the catalogue holds, asked BATCH_SIZE at a time: a national catalogue's full list
 * of ids was a quarter of a second of start-up to find the demo's 2,000.
 */
export async function storedProgramIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const rows = await db
      .selectFrom('cataloguePrograms')
      .select('id')
      .where('id', 'in', ids.slice(start, start + BATCH_SIZE))
      .execute();
    for (const row of rows) stored.add(row.id);
  }
  return stored;
}

export async function countPrograms(db: Db): Promise<number> {
  const row = await db
    .selectFrom('cataloguePrograms')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row.count);
}

/** 0 before the first import; rises by one with every import that changed something. */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogueState').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

type GroupColumn = 'source' | 'category' | 'locationPrecision' | 'state';

async function countBy(db: Db, column: GroupColumn): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('cataloguePrograms')
    .select([column, (eb) => eb.fn.countAll().as('count')])
    .groupBy(column)
    .execute();
  const counts = rows.map((row) => [row[column], Number(row.count)] as const);
  // Largest first, then by name, so the CLI prints the same order on both engines.
  counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return Object.fromEntries(counts);
}

export async function catalogueStats(db: Db): Promise<CatalogueStats> {
  return {
    total: await countPrograms(db),
    bySource: await countBy(db, 'source'),
    byCategory: await countBy(db, 'category'),
    byLocationPrecision: await countBy(db, 'locationPrecision'),
    byState: await countBy(db, 'state'),
  };
}
