import { afterAll, beforeAll } from 'vitest';
import type { Program } from '#shared/schemas/catalogue.js';
import type { AppConfig } from '#server/config.js';
import { createTestApp, type TestApp } from './test-app.js';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database.js';
import { createWebRootApp, type WebRootApp, type WebRootAppOptions } from './web-root-app.js';

/**
 * Something one describe block shares: made before its tests, ended after them. Its fields are
 * filled in by the block's first beforeAll, so read them inside hooks and tests, never while the
 * block is being declared. Hooks the block adds run after it is made and before it is ended.
 */
function forTheBlock<T extends object>(make: () => Promise<T>, end: (made: T) => Promise<void>): T {
  const shared = {} as T;
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
    Object.assign(shared, made);
  });
  afterAll(async () => {
    if (made) await end(made);
  });
  return shared;
}

/** The real app on a fresh database of `engine`, with these catalogue programs, for one describe block (see createTestApp). */
export function useTestApp(engine: Engine, overrides: Partial<AppConfig> = {}, programs: Program[] = []): TestApp {
  return forTheBlock(
    () => createTestApp(engine, overrides, programs),
    (t) => t.close(),
  );
}

/** A fresh, migrated database of `engine` for one describe block (see createTestDatabase). */
export function useTestDatabase(engine: Engine): TestDatabase {
  return forTheBlock(
    () => createTestDatabase(engine),
    (database) => database.destroy(),
  );
}

/** The app serving a built web app made of `files`, for one describe block (see createWebRootApp). */
export function useWebRootApp(files: Record<string, string>, options: WebRootAppOptions = {}): WebRootApp {
  return forTheBlock(
    () => createWebRootApp(files, options),
    (web) => web.close(),
  );
}
