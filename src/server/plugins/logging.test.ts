import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { parentDetails } from '../test/factories.js';
import { testConfig } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

describe('request log', () => {
  let log = '';
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig({ logLevel: 'trace' }), db: database.db, logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('keeps passwords, tokens and query strings with addresses out of the log', async () => {
    const details = parentDetails({ password: 'very-secret-password' });
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: details });
    const token = registered.json().token as string;
    await app.inject({ url: `/api/users/${registered.json().user.id}/profile`, headers: { authorization: `Bearer ${token}` } });
    await app.inject({ url: '/api/health?start=12%20Elm%20Street%2C%20Somerville' });

    expect(log).toContain('/api/auth/register');
    expect(log).not.toContain('very-secret-password');
    expect(log).not.toContain(token);
    expect(log).not.toContain('Elm');
  });
});
