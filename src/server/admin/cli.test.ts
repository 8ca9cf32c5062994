import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget, migrateToLatest, openDatabase, type Db } from '#server/db/database.js';
import { registerParent } from '#server/features/accounts/accounts.service.js';
import { isOperator } from '#server/features/operator/operators.repository.js';
import { parentDetails } from '#server/test/factories.js';
import { itExitsWithUsage } from '#server/test/it-exits-with-usage.js';
import { runCli } from '#server/test/run-cli.js';
import { runAdminCli } from './cli.js';

// The CLI runs on SQLite under a temp DATA_DIR, as the server would with that environment.
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
const env = { DATA_DIR: dataDir };
let db: Db;
beforeAll(async () => {
  db = openDatabase(databaseTarget({ dataDir, databaseUrl: undefined }));
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (...argv: string[]) => runCli(runAdminCli, argv, env);

describe('npm run admin -- grant-operator EMAIL', () => {
  itExitsWithUsage(run, [
    [[], /No command given/],
    [['make-operator', 'a@example.com'], /Unknown command "make-operator"/],
    [['grant-operator'], /grant-operator takes exactly one EMAIL/],
    [['grant-operator', 'a@example.com', 'b@example.com'], /grant-operator takes exactly one EMAIL/],
    [['grant-operator', 'not-an-email'], /"not-an-email" is not an email address/],
  ]);

  it('says so and exits 1 for an email no account has', async () => {
    const { code, err } = await run('grant-operator', 'nobody@example.com');
    expect(code).toBe(1);
    expect(err).toBe('No account is registered with nobody@example.com. Register it on the site first, then run this again.');
  });

  it('makes a registered account an operator, whatever the case of the email typed, and once only', async () => {
    const user = (await registerParent(db, parentDetails({ emailId: 'lead@example.com' }), 'http://localhost'))?.user;
    expect(await isOperator(db, user?.id ?? '')).toBe(false);
    const granted = await run('grant-operator', ' Lead@Example.com ');
    expect(granted).toEqual({ code: 0, out: 'lead@example.com is now an operator and can open /operator.', err: '' });
    expect(await isOperator(db, user?.id ?? '')).toBe(true);
    expect((await run('grant-operator', 'lead@example.com')).out).toBe('lead@example.com is already an operator.');
  });

  it('names a bad setting instead of touching a database', async () => {
    const out: string[] = [];
    const code = await runAdminCli(['grant-operator', 'lead@example.com'], { ...env, DATABASE_URL: 'mysql://x' }, () => undefined, (line) => out.push(line));
    expect(code).toBe(1);
    expect(out.join('\n')).toMatch(/DATABASE_URL/);
  });
});
