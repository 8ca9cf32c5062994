import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR_PREFIX } from './e2e/global-teardown.js';
import { MAILBOX_FOLDER } from './e2e/mailbox.js';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Every run starts on an empty database. Playwright evaluates this file again in each worker;
// the directory goes into the environment the workers inherit, so they all agree on one.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), E2E_DATA_DIR_PREFIX)));
// The app sends its emails to a real SMTP server on the next port, which keeps them for e2e/mailbox.ts.
const smtpPort = port + 1;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Each spec is a whole journey against one server and one database, run start to end in one
  // worker. The journeys register their own parents and work on programs no other journey touches,
  // so two run side by side, one a core (docs/decisions/0042-two-journeys-at-a-time.md).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: 'list',
  // Two journeys share two cores with the server: the longest, 32 s alone, took 49 s beside another.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // The service worker is tested on its own (installable.spec.ts); elsewhere it would sit
    // between the page and the requests a test intercepts.
    serviceWorkers: 'block',
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) and its last
    // screen; a screencast of every journey cost a third of the run (docs/decisions/0042).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium, never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/mail-sink.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SMTP_PORT: String(smtpPort), MAILBOX_DIR: path.join(dataDir, MAILBOX_FOLDER) },
    },
    {
      // The production build (`npm run test:e2e` builds first): what parents get is what we test.
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The search journeys run on the generated demo catalogue, with the offline geocoder and
        // router and the bundled base map: deterministic, and nothing leaves this machine.
        CATALOGUE_DEMO: 'true',
        GEO_PROVIDER: 'offline',
        MAP_TILE_URL: 'none',
        // The journeys register and sign in more parents a minute than one person could; the
        // limits themselves are tested in the API tests.
        RATE_LIMIT_EXEMPT: '127.0.0.1',
        // Emails go to the mail sink above; their links point at this server.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
