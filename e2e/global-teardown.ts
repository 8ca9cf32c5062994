import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_DATA_DIR_PREFIX = 'careroute-e2e-';

/** Removes the run's temporary database directory, and only one that playwright.config.ts made. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && path.dirname(dataDir) === tmpdir() && path.basename(dataDir).startsWith(E2E_DATA_DIR_PREFIX)) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
