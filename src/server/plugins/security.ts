import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { messages } from '#shared/messages.js';
import { tooManyRequests } from '#server/http-error.js';

/**
 * The origin a tile URL template loads from, as a CSP source: "{s}" subdomains become a wildcard
 * ("https://{s}.tile.example/{z}/{x}/{y}.png" -> "https://*.tile.example").
 */
export function tileSource(tileUrl: string): string {
  const host = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  if (!host) return "'none'";
  return `${host[1]}${(host[2] as string).replace(/\{s\}/, '*')}`;
}

/**
 * Fastify's trustProxy for the TRUST_PROXY setting. Fastify treats a bare hop count as "trust
 * nothing", since the nearest hop is then believed whatever its address; TRUST_PROXY=n means the
 * nearest n hops, for setups where clients can reach the app only through those proxies.
 */
export function proxyTrust(setting: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** A year, as helmet sends it; only ever over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Where rate-limit counters live when several instances share them. */
export interface RateLimitRedis {
  url: string;
  /** Put before every key, so apps (or test runs) sharing one Redis keep apart. */
  keyPrefix: string;
}

/** Browser features the app does not use are off; geolocation only for the app's own pages. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()';

export async function registerSecurity(
  app: FastifyInstance,
  {
    tileUrl,
    corsOrigins,
    rateLimitExempt = [],
    redis,
  }: { tileUrl: string | null; corsOrigins: string[]; rateLimitExempt?: readonly string[]; redis?: RateLimitRedis | undefined },
): Promise<Redis | undefined> {
  // Built once: @fastify/helmet calls helmet() on every request, parsing these options anew each time.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes; styles cannot run code, scripts stay locked down.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(tileUrl ? [tileSource(tileUrl)] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });
  // helmet throws rather than passing an error on (since 8.1), so its callback only means "done".
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));

  // The browser features the app never uses are off for it and anything it could embed; location
  // only for the app itself ("Use my location").
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // A parent's own data (profile, saved lists, alerts, notifications) is never kept by a browser or a
  // proxy cache: a shared computer's next user must not find it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/users/')) reply.header('cache-control', 'no-store');
  });

  // HSTS over plain HTTP is meaningless and pins nothing; behind a proxy, request.protocol follows
  // X-Forwarded-Proto only when TRUST_PROXY trusts that proxy, so a client cannot fake it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  // Closed unless configured: without the plugin no answer carries Access-Control-Allow-Origin and
  // a preflight finds no route (404). Tokens travel in a header, never in cookies: no credentials.
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
      // A bare OPTIONS would otherwise get a text/plain 400 outside the error shape.
      strictPreflight: false,
    });
  }

  // Only routes that opt in (config.rateLimit) are limited: sign-in, registration. With REDIS_URL the
  // counters live in Redis, so a limit holds across every instance rather than per instance.
  const client = redis ? await connectRedis(app, redis.url) : undefined;
  await app.register(rateLimit, {
    global: false,
    // Addresses an operator vouches for (RATE_LIMIT_EXEMPT): never counted, on every limited route.
    allowList: [...rateLimitExempt],
    errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
    // If Redis goes away while running, requests go through unlimited rather than failing: signing
    // in matters more than the limit for the minutes Redis is down (the log says so).
    ...(client && redis ? { redis: client, nameSpace: `${redis.keyPrefix}rate-limit:`, skipOnError: true } : {}),
  });
  // Other counters shared across instances (wrong passwords per account) use the same connection.
  return client;
}

/**
 * A Redis client that is connected before the app starts (a wrong REDIS_URL stops the start with a
 * clear message), fails commands at once while disconnected instead of queueing them behind a
 * request, and is closed with the app.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  // The URL may hold a password: log the error's code and message only.
  client.on('error', (error: NodeJS.ErrnoException) => app.log.warn({ code: error.code, message: error.message }, 'Redis (rate limits) is unreachable'));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`could not reach Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
  app.addHook('onClose', async () => {
    await client.quit();
  });
  return client;
}
