import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureText, ReplayServer, replayServerForTests } from '../fixtures/replay-server.js';
import { GeoError } from '../types.js';
import { endpoint, JsonHttpClient, type HttpSettings } from './fetch-json.js';

const answer = z.object({ ok: z.boolean() });

function client(settings: Partial<HttpSettings> = {}) {
  return new JsonHttpClient('osm', { timeoutMs: 1000, userAgent: 'CareRoute tests', backoffMs: 5, ...settings });
}

async function failure(promise: Promise<unknown>): Promise<GeoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GeoError)) throw new Error(`expected a GeoError, got ${String(error)}`);
  return error;
}

describe('JsonHttpClient', () => {
  const server = replayServerForTests();
  const get = (settings?: Partial<HttpSettings>) => client(settings).request({ url: `${server.url}/api` }, answer);

  it('sends the User-Agent and parses the JSON answer with the schema', async () => {
    server.on('GET', '/api', { json: { ok: true, extra: 1 } });
    expect(await get()).toEqual({ ok: true });
    expect(server.requests[0]?.headers['user-agent']).toBe('CareRoute tests');
  });

  it('posts a JSON body with the given headers', async () => {
    server.on('POST', '/api', { json: { ok: true } });
    await client().request({ url: `${server.url}/api`, method: 'POST', headers: { 'X-Goog-FieldMask': 'a,b' }, body: { input: 'newt' } }, answer);
    const [request] = server.requests;
    expect(request?.body).toEqual({ input: 'newt' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-goog-fieldmask']).toBe('a,b');
  });

  it('retries a 5xx with back-off and then succeeds', async () => {
    server.on('GET', '/api', { status: 503, text: 'busy' }, { status: 502, text: '' }, { json: { ok: true } });
    expect(await get()).toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after two retries: a 5xx is unavailable', async () => {
    server.on('GET', '/api', { status: 500, text: 'oops' });
    const error = await failure(get());
    expect(error).toMatchObject({ failure: 'unavailable', status: 'HTTP 500', provider: 'osm' });
    expect(server.requests).toHaveLength(3);
  });

  it('honours a short Retry-After on 429, and a lasting 429 is over-limit', async () => {
    server.on('GET', '/api', { status: 429, headers: { 'Retry-After': '0' }, text: '' }, { json: { ok: true } });
    expect(await get()).toEqual({ ok: true });
    server.reset();
    server.on('GET', '/api', { status: 429, text: '' });
    expect(await failure(get())).toMatchObject({ failure: 'over-limit', status: 'HTTP 429' });
    expect(server.requests).toHaveLength(3);
  });

  it('still backs off when Retry-After asks for less', async () => {
    server.on('GET', '/api', { status: 429, headers: { 'Retry-After': '0' }, text: '' }, { status: 503, headers: { 'Retry-After': '0' }, text: '' }, { json: { ok: true } });
    expect(await get({ backoffMs: 30 })).toEqual({ ok: true });
    const [first = 0, second = 0] = ReplayServer.gaps(server.requests);
    expect(first).toBeGreaterThanOrEqual(29);
    expect(second).toBeGreaterThanOrEqual(59);
  });

  it('does not wait out a long Retry-After', async () => {
    server.on('GET', '/api', { status: 429, headers: { 'Retry-After': '3600' }, text: '' });
    expect(await failure(get())).toMatchObject({ failure: 'over-limit' });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    [401, 'denied'],
    [403, 'denied'],
    [400, 'invalid'],
    [404, 'invalid'],
  ])('maps HTTP %i to %s without retrying', async (status, kind) => {
    server.on('GET', '/api', { status, text: '' });
    expect(await failure(get())).toMatchObject({ failure: kind, status: `HTTP ${status}` });
    expect(server.requests).toHaveLength(1);
  });

  it("lets the adapter read the provider's own error body", async () => {
    server.on('GET', '/api', { status: 400, json: { code: 'NoRoute' } });
    const readError = (status: number, body: unknown) =>
      new GeoError('zero-results', `${status} ${(body as { code: string }).code}`, 'osm');
    const error = await failure(client().request({ url: `${server.url}/api`, readError }, answer));
    expect(error).toMatchObject({ failure: 'zero-results', status: '400 NoRoute' });
  });

  it('times out a silent service once, as unavailable', async () => {
    server.on('GET', '/api', { hang: true });
    const started = Date.now();
    const error = await failure(get({ timeoutMs: 150 }));
    expect(error).toMatchObject({ failure: 'unavailable', status: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a refused connection, then reports it unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client().request({ url: `http://127.0.0.1:${port}/api` }, answer));
    expect(error).toMatchObject({ failure: 'unavailable', status: 'network error' });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('retries a body cut off part way, as a network error', async () => {
    server.on('GET', '/api', { truncated: true, json: { ok: true, padding: 'x'.repeat(100) } });
    expect(await failure(get())).toMatchObject({ failure: 'unavailable', status: 'network error' });
    expect(server.requests).toHaveLength(3);
  });

  it('treats malformed JSON and an answer that fails the schema as unavailable', async () => {
    server.on('GET', '/api', { text: fixtureText('photon/truncated.txt') });
    expect(await failure(get())).toMatchObject({ failure: 'unavailable', status: 'malformed JSON' });
    server.on('GET', '/api', { json: { ok: 'yes' } });
    const error = await failure(get());
    expect(error).toMatchObject({ failure: 'unavailable', status: 'unexpected answer' });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('builds URLs on a base that has a path of its own', () => {
    expect(endpoint('http://127.0.0.1:9/photon/', '/api', { q: 'Elm St, Somerville', limit: 5, lang: undefined })).toBe(
      'http://127.0.0.1:9/photon/api?q=Elm+St%2C+Somerville&limit=5',
    );
  });
});
