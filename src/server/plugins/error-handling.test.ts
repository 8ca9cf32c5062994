import net, { type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { createTestApp } from '#server/test/test-app.js';
import { useTestApp, useWebRootApp } from '#server/test/use-test-app.js';

describe('error handling', () => {
  const t = useTestApp('sqlite');

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await login('{"emailId": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: messages.http.invalidJson });
  });

  it('answers a body over 100 KB with a 413', async () => {
    const response = await login(JSON.stringify({ emailId: 'a@example.com', password: 'x'.repeat(110 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: messages.http.bodyTooLarge });
  });

  it('answers an unsupported content type with a 415', async () => {
    const response = await login('emailId=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, error: messages.http.unsupportedMediaType });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: messages.http.notFound, code: 'NOT_FOUND' });
    }
  });

  it.each([
    ['an undecodable path', '/api/blog/%ZZ', 400, messages.http.badUrl],
    ['a path parameter over 100 characters', `/api/blog/${'x'.repeat(101)}`, 414, messages.http.urlPartTooLong],
  ])('answers %s, which the router refuses before any route, in the error shape', async (_case, url, status, text) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorResponse.parse(response.json()).error).toBe(text);
  });

  it('answers errors of routes from plugins (the API docs) in the error shape too', async () => {
    const response = await t.app.inject({ url: '/api/docs/json', headers: { 'content-encoding': 'snappy' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'FST_CP_ERR_INVALID_CONTENT_ENCODING' });
  });

  it('serves the OpenAPI description of the contract', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/users/{id}/profile', '/api/health']),
    );
  });
});

describe('serving the web app', () => {
  const web = useWebRootApp({
    'index.html': '<!doctype html><title>CareRoute</title><div id="root"></div>',
    'assets/app-abc123.js': 'console.log(1)',
  });
  const inject = (options: InjectOptions) => web.inject(options);

  it('answers every page path with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/login', '/route-results?start=a&end=b', '/blog']) {
      const response = await inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a 404, not with the page', async () => {
    const response = await inject({ url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('compression', () => {
  it('compresses large answers for browsers that accept it', async () => {
    const t = await createTestApp('sqlite');
    try {
      const response = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
    } finally {
      await t.close();
    }
  });
});

/** Requests Node's HTTP parser refuses never reach a route; only a real socket can send them. */
describe('unreadable requests on a real socket', () => {
  const t = useTestApp('sqlite');
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** The raw answer to raw bytes: status and JSON body. */
  const send = (raw: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
      });
      socket.end(raw);
    });

  it.each([
    ['headers over 16 KB', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, messages.http.headersTooLarge],
    ['a broken request line', 'GET /api/health HTTP/9.9 nonsense\r\n\r\n', 400, messages.http.badRequest],
    ['a header with a NUL byte', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Evil: a\u0000b\r\n\r\n', 400, messages.http.badRequest],
    ['a broken chunked body', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n', 400, messages.http.badRequest],
    ['both Content-Length and chunked', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}', 400, messages.http.badRequest],
  ])('answers %s in the error shape', async (_case, raw, status, text) => {
    const { status: answered, body } = await send(raw);
    expect(answered).toBe(status);
    expect(errorResponse.parse(body).error).toBe(text);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
