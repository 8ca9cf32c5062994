import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountWithEverything, rowsOf, snapshot } from '#server/test/account-with-everything.js';
import { bearer, requestAccountDeletion } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import type { DeletionStep } from './account-deletion.service.js';
import { useTestApp } from '#server/test/use-test-app.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const reviewed = makeProgram({ lat: 42.37, lng: -71.11, name: 'Reviewed Place' });
const managed = makeProgram({ lat: 42.38, lng: -71.12, name: 'Managed Place' });

/** Runs the deletion in another process, SIGKILLs it once it is past `stopAfter`, and answers when it is dead. */
async function killMidDeletion(t: TestApp, userId: string, password: string, stopAfter: DeletionStep): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/account-deletion-child.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DELETE_DATABASE: JSON.stringify(t.database.target), DELETE_USER: userId, DELETE_PASSWORD: password, DELETE_STOP_AFTER: stopAfter },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const said = await new Promise<string>((resolve) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    void exited.then(() => resolve(`exited: ${errors}`));
  });
  expect(said).toBe('mid');
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

/** A server killed in the middle of a deletion leaves the account whole: one transaction (docs/decisions/0035). */
describe.each(testEngines)('a SIGKILL in the middle of deleting an account, on %s', (engine) => {
  const t = useTestApp(engine, {}, [reviewed, managed]);

  it('leaves every row as it was, and the deletion works afterwards', { timeout: 60_000 }, async () => {
    const { account } = await accountWithEverything(t.app, t.database.db, reviewed, managed);
    const before = await snapshot(t.database.db);
    for (const step of ['reviews', 'audit'] as const) {
      await killMidDeletion(t, account.user.id, account.password, step);
      // Read through a connection opened after the kill, as a restarted server would.
      const after = t.database.connectAgain();
      expect(await snapshot(after), `killed after ${step}`).toEqual(before);
    }
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${account.user.id}/profile`, headers: bearer(account.token) });
    expect(profile.statusCode).toBe(200);

    const deleted = await requestAccountDeletion(t.app, account);
    expect(deleted.statusCode).toBe(204);
    for (const [table, count] of Object.entries(await rowsOf(t.database.db, account.user.id))) expect(count, table).toBe(0);
  });
});
