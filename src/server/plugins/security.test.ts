import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import type { AppConfig } from '#server/config.js';
import { useWebRootApp } from '#server/test/use-test-app.js';
import { createWebRootApp } from '#server/test/web-root-app.js';

/** A built page to serve, so headers are checked on the HTML as well as the API. */
const page = { 'index.html': '<!doctype html><title>CareRoute</title><div id="root"></div>' };
const startApp = (overrides: Partial<AppConfig> = {}) => createWebRootApp(page, { overrides });

describe('security headers', () => {
  const started = useWebRootApp(page);

  it.each([
    ['an API answer', '/api/health', 'application/json'],
    ['an API error', '/api/no-such-thing', 'application/json'],
    ['the HTML page', '/route-results', 'text/html'],
  ])('sends a strict policy on %s', async (_case, url, type) => {
    const response = await started.app.inject({ url });
    expect(response.headers['content-type']).toContain(type);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc?.trim()).toBe("'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/(?:^|;)\s*default-src 'self'/);
    expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
    expect(csp).toMatch(/(?:^|;)\s*object-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const apps: Awaited<ReturnType<typeof startApp>>[] = [];
  const appTrusting = async (trustProxy: AppConfig['trustProxy']) => {
    const started = await startApp({ trustProxy });
    apps.push(started);
    return started.app;
  };
  afterAll(async () => {
    for (const started of apps) await started.close();
  });

  const hsts = async (app: FastifyInstance, options: InjectOptions = {}) =>
    (await app.inject({ url: '/api/health', ...options })).headers['strict-transport-security'];
  const forwardedHttps = { headers: { 'x-forwarded-proto': 'https' } };

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const trusting = await appTrusting(true);
    expect(await hsts(trusting)).toBeUndefined();
    expect(await hsts(trusting, forwardedHttps)).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(trusting, { url: '/route-results', ...forwardedHttps })).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(trusting, { headers: { 'x-forwarded-proto': 'http' } })).toBeUndefined();

    const untrusting = await appTrusting(false);
    expect(await hsts(untrusting, forwardedHttps)).toBeUndefined();
  });

  it('believes only the listed proxy addresses and ranges', async () => {
    const app = await appTrusting(['10.0.0.0/8', '192.0.2.7']);
    expect(await hsts(app, { ...forwardedHttps, remoteAddress: '10.20.30.40' })).toBeDefined();
    expect(await hsts(app, { ...forwardedHttps, remoteAddress: '192.0.2.7' })).toBeDefined();
    expect(await hsts(app, { ...forwardedHttps, remoteAddress: '198.51.100.9' })).toBeUndefined();
  });

  it('believes a hop count of proxies', async () => {
    const app = await appTrusting(1);
    expect(await hsts(app, { ...forwardedHttps, remoteAddress: '198.51.100.9' })).toBeDefined();
  });

  /** A refused sign-in is cheap (no password hash) and counts against the limit all the same. */
  const attempt = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

  it('limits each client behind a trusted proxy by its forwarded address', async () => {
    const app = await appTrusting(true);
    for (let i = 0; i < 10; i += 1) expect((await attempt(app, '198.51.100.1')).statusCode).toBe(400);
    const limited = await attempt(app, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: messages.auth.tooManyAttempts });
    expect((await attempt(app, '198.51.100.2')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a proxy it does not trust', async () => {
    const app = await appTrusting(false);
    for (let i = 0; i < 10; i += 1) expect((await attempt(app, `198.51.100.${i}`)).statusCode).toBe(400);
    expect((await attempt(app, '198.51.100.99')).statusCode).toBe(429);
  });
});

describe('cross-origin requests (CORS_ORIGINS)', () => {
  const allowed = 'https://app.example.org';
  const preflight = (origin: string): InjectOptions => ({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });
  const fromOrigin = (origin: string): InjectOptions => ({ url: '/api/health', headers: { origin } });

  describe('closed by default', () => {
    const started = useWebRootApp(page);

    it('lets no other site read an answer or pass a preflight', async () => {
      const answer = await started.app.inject(fromOrigin(allowed));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const refused = await started.app.inject(preflight(allowed));
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    });
  });

  describe('open to the listed origins', () => {
    const started = useWebRootApp(page, { overrides: { corsOrigins: [allowed, 'http://localhost:5173'] } });

    it('answers a listed origin, and its preflight for a signed-in JSON request', async () => {
      const answer = await started.app.inject(fromOrigin(allowed));
      expect(answer.headers['access-control-allow-origin']).toBe(allowed);
      expect(answer.headers.vary).toContain('Origin');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      const passed = await started.app.inject(preflight(allowed));
      expect(passed.statusCode).toBe(204);
      expect(passed.headers['access-control-allow-origin']).toBe(allowed);
      expect(String(passed.headers['access-control-allow-methods'])).toContain('PUT');
      expect(String(passed.headers['access-control-allow-headers'])).toContain('authorization');
    });

    it.each(['https://evil.example', 'https://app.example.org.evil.example', 'http://app.example.org', 'null'])(
      'gives %s nothing to read',
      async (origin) => {
        expect((await started.app.inject(fromOrigin(origin))).headers['access-control-allow-origin']).toBeUndefined();
        expect((await started.app.inject(preflight(origin))).headers['access-control-allow-origin']).toBeUndefined();
      },
    );
  });
});
