import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Program } from '#shared/schemas/catalogue.js';
import { buildApp } from '#server/app.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { testConfig } from './test-app.js';
import { createTestDatabase, type Engine } from './test-database.js';

export interface WebRootApp {
  inject: Awaited<ReturnType<typeof buildApp>>['inject'];
  close: () => Promise<void>;
}

/**
 * The app serving a built web app made of `files` (paths relative to its root, such as
 * index.html or assets/app-abc123.js), on a fresh database holding `programs`.
 */
export async function createWebRootApp(files: Record<string, string>, { engine = 'sqlite', programs = [] }: { engine?: Engine; programs?: Program[] } = {}): Promise<WebRootApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'careroute-web-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const database = await createTestDatabase(engine);
  if (programs.length > 0) await upsertPrograms(database.db, programs);
  const app = await buildApp({ config: testConfig(), db: database.db, webRoot: dir });
  return {
    inject: app.inject.bind(app),
    close: async () => {
      await app.close();
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
