import { afterEach, describe } from 'vitest';
import { createDatabaseMigratedTo, testEngines, type Engine, type TestDatabase } from './test-database.js';

/**
 * A migration's own tests, once on every test engine. `migratedTo` opens a fresh database migrated up
 * to the migration named, to write rows as they were before the one under test; every database it
 * opened is removed after each test.
 */
export function describeMigration(title: string, tests: (migratedTo: (migration: string) => Promise<TestDatabase>, engine: Engine) => void): void {
  describe.each(testEngines)(`${title} on %s`, (engine) => {
    const opened: TestDatabase[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((database) => database.destroy()));
    });
    tests(async (migration) => {
      const database = await createDatabaseMigratedTo(engine, migration);
      opened.push(database);
      return database;
    }, engine);
  });
}
