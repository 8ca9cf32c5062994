import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { bearer, registerParent } from './test/factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { PERMISSIONS_POLICY } from './plugins/security.js';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the data folder and the database files', () => {
  it('are readable by the app alone: the folder 0700, the database and its write-ahead log 0600', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'privacy-'));
    try {
      const dataDir = path.join(parent, 'data');
      const file = path.join(dataDir, 'careroute.sqlite');
      const db = openDatabase({ engine: 'sqlite', file });
      await sql`create table t (x integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      await db.destroy();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('narrows a folder and a database made before the rule', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'privacy-old-'));
    try {
      const file = path.join(dataDir, 'careroute.sqlite');
      writeFileSync(file, '', { mode: 0o644 });
      const db = openDatabase({ engine: 'sqlite', file });
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      await db.destroy();
      expect(readFileSync(file).length).toBeGreaterThanOrEqual(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('privacy headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it("never lets a browser or a proxy keep a parent's own data", async () => {
    const parent = await registerParent(t.app);
    const profile = await t.app.inject({ url: `/api/users/${parent.user.id}/profile`, headers: bearer(parent.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    // Refused answers are not kept either.
    const refused = await t.app.inject({ url: `/api/users/${parent.user.id}/profile` });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('turns off the browser features the app does not use, on every answer', async () => {
    for (const url of ['/api/health', '/api/stats', '/api/users/nobody/profile']) {
      expect((await t.app.inject({ url })).headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  });
});

describe('addresses exempt from the rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimitExempt: ['10.9.9.9'] });
  });
  afterAll(() => t.close());

  const wrongSignIn = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailId: 'nobody@example.com', password: 'wrong password' }, remoteAddress });

  it('are never counted, while every other address still is', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await wrongSignIn('10.9.9.9')).statusCode).toBe(401);
    const others = [];
    for (let attempt = 0; attempt < 12; attempt += 1) others.push((await wrongSignIn('10.8.8.8')).statusCode);
    expect(others.at(-1)).toBe(429);
  });
});
