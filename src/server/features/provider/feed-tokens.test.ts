import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { listing } from '#shared/schemas/listing.js';
import { auditEntry } from '#shared/schemas/operator.js';
import { managedProgram, providerToken } from '#shared/schemas/provider.js';
import { buildApp } from '#server/app.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { bearer, nextRemoteAddress } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { registerManager, registerOperator, type Account } from '#server/test/role-factories.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { LISTING_WRITES_PER_MINUTE } from './provider-listing.routes.js';

const sunny = makeProgram({ lat: 42.37, lng: -71.11, name: 'Sunny Days', capacity: 20 });
const acorns = makeProgram({ lat: 42.38, lng: -71.12, name: 'Little Acorns', capacity: 30 });
const openings = (seats: number) => ({
  ageGroups: [{ ageGroup: 'infant', openSeats: seats, waitlist: false, waitlistLength: null, nextOpeningOn: null }],
});

/** A provider's software sends openings with a feed token: shown once, kept hashed, scoped to one program, revocable. */
describe.each(testEngines)('feed tokens on %s', (engine) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let log = '';
  let manager: Account;
  let operator: Account;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertPrograms(database.db, [sunny, acorns]);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    app = await buildApp({ config: testConfig({ logLevel: 'trace' }), db: database.db, logStream: stream });
    operator = await registerOperator(app, database.db);
    manager = await registerManager(app, database.db, sunny, operator);
    await registerManager(app, database.db, acorns, operator);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, remoteAddress = nextRemoteAddress()) =>
    app.inject({ method, url, headers: token ? bearer(token) : {}, payload, remoteAddress });
  const putOpenings = (token: string, seats: number, program = sunny, remoteAddress?: string) =>
    send('PUT', `/api/provider/programs/${program.id}/openings`, token, openings(seats), remoteAddress);
  const createToken = async (label: string) => {
    const created = await send('POST', `/api/provider/programs/${sunny.id}/tokens`, manager.token, { label });
    expect(created.statusCode).toBe(201);
    return providerToken.extend({ token: providerToken.shape.id }).parse(created.json());
  };
  const tokensShown = async () =>
    managedProgram.array().parse((await send('GET', '/api/provider/programs', manager.token)).json())[0]?.tokens ?? [];
  const audit = async () => auditEntry.array().parse((await send('GET', `/api/operator/programs/${sunny.id}/audit`, operator.token)).json());
  const expectRefused = (response: Awaited<ReturnType<typeof send>>, status: number, error: string) => {
    expect(response.statusCode).toBe(status);
    expect(errorResponse.parse(response.json()).error).toBe(error);
  };

  it('shows the secret once and keeps only its SHA-256', async () => {
    const created = await createToken('Front desk software');
    expect(created.token).toMatch(/^crf_[\w-]{43}$/);
    expect(created.lastUsedAt).toBeNull();
    const shown = await tokensShown();
    expect(shown).toEqual([{ id: created.id, label: 'Front desk software', createdAt: created.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(shown)).not.toContain(created.token);

    const stored = await database.db.selectFrom('providerTokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const everything = JSON.stringify([
      await database.db.selectFrom('providerTokens').selectAll().execute(),
      await database.db.selectFrom('auditLog').selectAll().execute(),
    ]);
    expect(everything).not.toContain(created.token);
  });

  it('writes the openings of its own program only, stamped as the feed and logged by its label', async () => {
    const { token, id } = await createToken('Nightly sync');
    const written = await putOpenings(token, 4);
    expect(written.statusCode).toBe(200);
    expect(listing.parse(written.json()).openings).toMatchObject({ data: openings(4), updatedVia: 'feed' });
    expect((await tokensShown()).find((shown) => shown.id === id)?.lastUsedAt).not.toBeNull();
    expect((await audit())[0]).toMatchObject({ action: 'openings-updated', actor: null, via: 'Nightly sync' });

    expectRefused(await putOpenings(token, 1, acorns), 403, messages.providerApi.tokenForAnotherProgram);
    // Only openings take a feed token; every other write needs a manager signed in.
    const otherWrites = [
      ['PUT', 'tuition', { rates: [], registrationFeeDollars: null, waitlistFeeDollars: null }],
      ['PUT', 'hours', { week: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, closedDates: [] }],
      ['POST', 'openings/confirm', undefined],
      ['POST', 'tokens', { label: 'Another' }],
    ] as const;
    for (const [method, path, payload] of otherWrites) {
      expectRefused(await send(method, `/api/provider/programs/${sunny.id}/${path}`, token, payload), 401, messages.auth.unauthorized);
    }
    expectRefused(await send('GET', '/api/provider/programs', token), 401, messages.auth.unauthorized);
    expectRefused(await putOpenings('crf_not-a-token-we-made', 1), 401, messages.auth.unauthorized);
  });

  it('is refused from the moment it is revoked, and revoking twice is a 404', async () => {
    const { token, id } = await createToken('Old tablet');
    expect((await putOpenings(token, 2)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/provider/programs/${sunny.id}/tokens/${id}`, manager.token)).statusCode).toBe(204);
    expectRefused(await putOpenings(token, 3), 401, messages.auth.unauthorized);
    expectRefused(await send('DELETE', `/api/provider/programs/${sunny.id}/tokens/${id}`, manager.token), 404, messages.providerApi.tokenNotFound);
    expect((await tokensShown()).map((shown) => shown.label)).not.toContain('Old tablet');
    const [revoked, , created] = await audit();
    expect(revoked).toMatchObject({ action: 'token-revoked', changes: [{ field: 'token', old: 'Old tablet', new: null }] });
    expect(created).toMatchObject({ action: 'token-created', changes: [{ field: 'token', old: null, new: 'Old tablet' }] });
  });

  it('stops working when its maker no longer manages the program', async () => {
    const { token } = await createToken('Leaving with its maker');
    const colleague = await registerManager(app, database.db, sunny, operator);
    const colleagueToken = (
      await send('POST', `/api/provider/programs/${sunny.id}/tokens`, colleague.token, { label: 'Colleague' })
    ).json() as { token: string };
    expect((await send('DELETE', `/api/operator/programs/${sunny.id}/managers/${manager.user.id}`, operator.token)).statusCode).toBe(204);
    expectRefused(await putOpenings(token, 1), 401, messages.auth.unauthorized);
    expect((await putOpenings(colleagueToken.token, 1)).statusCode).toBe(200);
    expect((await audit()).find((entry) => entry.action === 'manager-revoked')?.changes).toContainEqual({
      field: 'token',
      old: 'Leaving with its maker',
      new: null,
    });
    manager = colleague;
  });

  it(`takes ${LISTING_WRITES_PER_MINUTE} writes a minute from one address for one program, then answers 429`, async () => {
    const { token } = await createToken('Chatty');
    const address = nextRemoteAddress();
    for (let i = 0; i < LISTING_WRITES_PER_MINUTE; i += 1) expect((await putOpenings(token, i % 5, sunny, address)).statusCode).toBe(200);
    expectRefused(await putOpenings(token, 1, sunny, address), 429, messages.providerApi.tooManyUpdates);
    expect((await putOpenings(token, 1, sunny, nextRemoteAddress())).statusCode).toBe(200);
  });

  it('never writes a secret to the log', async () => {
    const { token } = await createToken('Logged?');
    await putOpenings(token, 2);
    await putOpenings(`${token}x`, 2);
    expect(log).toContain('/api/provider/programs/');
    for (const secret of [token, manager.token, operator.token]) expect(log).not.toContain(secret);
  });
});
