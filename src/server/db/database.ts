import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string; schema?: string };

/** DATABASE_URL picks PostgreSQL; otherwise the embedded SQLite file under DATA_DIR. */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'sqlite', file: path.join(config.dataDir, 'careroute.sqlite') };
}

/**
 * The data folder 0700 and the database files 0600: they hold password hashes, emails, addresses
 * and phone numbers, and no other local user may read them. SQLite gives its -wal and -shm files the
 * database file's own mode; a file made before this rule is narrowed too.
 */
function keepPrivate(file: string): void {
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(part)) chmodSync(part, 0o600);
  }
}

export function openDatabase(target: DatabaseTarget): Db {
  const plugins = [new CamelCasePlugin()];
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A per-test schema keeps test files apart on one PostgreSQL database.
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  keepPrivate(target.file);
  const sqlite = new SQLite(target.file);
  // WAL lets readers run beside the writer. FULL syncs the log at every commit, so a write the API
  // acknowledged survives power loss too, not only a process crash (docs/decisions/0008-sqlite-durability.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
}

/**
 * `schema` is the PostgreSQL schema the connection's search_path names, if any. Kysely looks for its
 * own migration tables in every schema unless told which one, so without it a database holding
 * another schema's migration tables (tests run side by side) would skip creating them here.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** A cheap round trip that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** True when a write pointed at a row that is gone (a foreign key), on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** True when an insert broke a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
