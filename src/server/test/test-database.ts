import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseTarget, type Db } from '#server/db/database.js';
import { migrations } from '#server/db/migrations/index.js';

export type Engine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  db: Db;
  /** PostgreSQL's schema for this database (its migration tables live there too); undefined on SQLite. */
  schema: string | undefined;
  /** Where the database is, for a child process to open it too. */
  target: DatabaseTarget;
  /** A further connection to the same database, as a second app instance opens it; destroy() closes it too. */
  connectAgain(): Db;
  destroy(): Promise<void>;
}

/**
 * A fresh database, a temp file for SQLite or a new schema for PostgreSQL, migrated to the latest
 * unless `migrated` is false (a migration's own test runs the earlier ones itself).
 */
export async function createTestDatabase(engine: Engine, { migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'careroute-test-'));
    return connectedTo({ engine: 'sqlite', file: path.join(dir, 'test.sqlite') }, migrated, () => {
      rmSync(dir, { recursive: true, force: true });
    });
  }

  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const url = await workerDatabaseUrl(base);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  return connectedTo({ engine: 'postgres', url, schema }, migrated, () =>
    withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`)),
  );
}

const workerDatabases = new Map<string, Promise<void>>();

/**
 * A database of its own for each Vitest worker, in the server TEST_DATABASE_URL names. Kysely's
 * migrator reads the tables of every schema in the database it runs in: with test files side by
 * side, a schema another file dropped meanwhile made that read fail ("schema ... does not exist").
 */
async function workerDatabaseUrl(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'postgres'}_worker_${process.env.VITEST_POOL_ID ?? '0'}`;
  if (!workerDatabases.has(name)) {
    workerDatabases.set(
      name,
      withAdminClient(base, (client) =>
        client.query(`create database ${name}`).catch((error: unknown) => {
          // 42P04: it is there already, from an earlier worker or run.
          if ((error as { code?: string }).code !== '42P04') throw error;
        }),
      ),
    );
  }
  await workerDatabases.get(name);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrator of a test database: up or down to a named migration. */
export function migratorOf({ db, schema }: Pick<TestDatabase, 'db' | 'schema'>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * A fresh database migrated up to and including the migration named: what a migration's own test
 * starts from, to write rows as they were before it.
 */
export async function createDatabaseMigratedTo(engine: Engine, migration: string): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, { migrated: false });
  const { error } = await migratorOf(database).migrateTo(migration);
  if (error) {
    await database.destroy();
    throw error;
  }
  return database;
}

async function connectedTo(target: DatabaseTarget, migrated: boolean, removeDatabase: () => unknown): Promise<TestDatabase> {
  const db = openDatabase(target);
  const schema = target.engine === 'postgres' ? target.schema : undefined;
  if (migrated) await migrateToLatest(db, schema);
  const connections = [db];
  return {
    db,
    schema,
    target,
    connectAgain: () => {
      const again = openDatabase(target);
      connections.push(again);
      return again;
    },
    destroy: async () => {
      await Promise.all(connections.map((connection) => connection.destroy()));
      await removeDatabase();
    },
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
