import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.js';
import { HttpError } from '../http-error.js';

/**
 * The origin a tile URL template loads from, as a CSP source: "{s}" subdomains become a wildcard
 * ("https://{s}.tile.example/{z}/{x}/{y}.png" -> "https://*.tile.example").
 */
export function tileSource(tileUrl: string): string {
  const host = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  if (!host) return "'none'";
  return `${host[1]}${(host[2] as string).replace(/\{s\}/, '*')}`;
}

export async function registerSecurity(app: FastifyInstance, { tileUrl }: { tileUrl: string | null }): Promise<void> {
  await app.register(helmet, {
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
  });

  // Only routes that opt in (config.rateLimit) are limited: sign-in, registration.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, messages.auth.tooManyAttempts, 'RATE_LIMITED'),
  });
}
