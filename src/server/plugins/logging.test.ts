import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { bearer, nextRemoteAddress, parentDetails } from '#server/test/factories.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.js';

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
    // The most talkative level, and map services that fail, so their warnings are in the log too.
    const config = testConfig({ logLevel: 'trace' });
    app = await buildApp({ config: { ...config, geo: { ...config.geo, provider: 'osm' } }, db: database.db, logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('keeps passwords, tokens and street addresses out of the log, whatever the request', async () => {
    const password = 'very-secret-password';
    const newPassword = 'another-secret-word';
    const street = '48 Quietwater Lane, Somerville, MA 02144';
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
      app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextRemoteAddress() });

    const details = parentDetails({ password, address: street });
    const registered = await send('POST', '/api/auth/register', details);
    expect(registered.statusCode).toBe(201);
    const { token, user } = registered.json() as { token: string; user: { id: string } };
    const loggedIn = await send('POST', '/api/auth/login', { emailId: details.emailId, password });
    const loginToken = (loggedIn.json() as { token: string }).token;

    const answers = await Promise.all([
      send('POST', '/api/auth/register', details),
      send('POST', '/api/auth/login', { emailId: details.emailId, password: `${password}-wrong` }),
      send('POST', '/api/auth/register', { ...details, phoneNumber: 'none' }),
      send('GET', `/api/users/${user.id}/profile`, undefined, token),
      send('PUT', `/api/users/${user.id}/profile`, { firstName: 'Maya', lastName: 'Okafor', address: street, phoneNumber: '617 555 0142' }, token),
      send('PUT', `/api/users/${user.id}/password`, { currentPassword: password, newPassword }, token),
      send('POST', '/api/daycares', { name: 'Quietwater Kids', address: street }, token),
      send('POST', '/api/routes', { origin: street, destination: '1 Main St, Cambridge, MA', waypoints: [street] }, token),
      send('POST', '/api/contact', { category: 'general', name: 'Maya', email: details.emailId, subject: 'Visit', message: `Come to ${street}` }, token),
      send('GET', `/api/search/nearby?location=${encodeURIComponent(street)}`),
      send('GET', `/api/search/route?start=${encodeURIComponent(street)}&end=Cambridge%2C%20MA`),
      send('GET', `/api/users/${user.id}/profile`, undefined, `${token}x`),
      send('GET', `/api/health?token=${token}&start=${encodeURIComponent(street)}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 401, 400, 200, 200, 200, 201, 201, 201, 200, 200, 401, 200]);

    expect(log).toContain('/api/auth/register');
    expect(log).toContain('/api/users/');
    expect(log).toContain('"type":"GeoError"');
    for (const secret of [password, newPassword, token, loginToken, 'Quietwater']) expect(log).not.toContain(secret);
  });
});
