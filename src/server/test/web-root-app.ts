import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Program } from '#shared/schemas/catalogue.js';
import type { AppConfig } from '#server/config.js';
import { createTestApp } from './test-app.js';
import type { Engine } from './test-database.js';

export interface WebRootApp {
  app: FastifyInstance;
  inject: FastifyInstance['inject'];
  close: () => Promise<void>;
}

export interface WebRootAppOptions {
  engine?: Engine;
  programs?: Program[];
  /** Per-test configuration, as createTestApp takes it. */
  overrides?: Partial<AppConfig>;
}

/**
 * The app serving a built web app made of `files` (paths relative to its root, such as
 * index.html or assets/app-abc123.js), on a fresh database holding `programs`, so a test sees
 * what the server does to the pages as well as to the API.
 */
export async function createWebRootApp(files: Record<string, string | Uint8Array>, { engine = 'sqlite', programs = [], overrides = {} }: WebRootAppOptions = {}): Promise<WebRootApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'careroute-web-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const { app, close } = await createTestApp(engine, overrides, programs, { webRoot: dir });
  return {
    app,
    inject: app.inject.bind(app),
    close: async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
