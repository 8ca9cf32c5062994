import type { FastifyRequest, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { messages } from '#shared/messages.js';
import { forbidden, unauthorized } from '#server/http-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by Auth.requireUser from the verified token. */
    userId: string;
  }
}

export interface Auth {
  /** A token for the account at its current token version (users.token_version). */
  issueToken(userId: string, tokenVersion: number): Promise<string>;
  /** 401 unless the request carries a valid, unexpired bearer token. */
  requireUser: preHandlerAsyncHookHandler;
  /** requireUser, then 403 unless the `:id` in the path is the caller's own id. */
  requireSelf: preHandlerAsyncHookHandler;
  /**
   * The caller's id when a valid token came along, else null (for routes open to everyone). A
   * correctly signed token of a deleted or signed-out account is a 401: the session is over, and
   * the client must learn it rather than carry on as if anonymous.
   */
  optionalUserId(request: FastifyRequest): Promise<string | null>;
  /** requireSelf for a path that names the parent by another parameter (`:userId`). */
  requireSelfBy(param: string): preHandlerAsyncHookHandler;
  /**
   * requireUser, then a 403 with `refusal` unless `allowed` admits the caller: the one guard each
   * role (operator, a program's manager) is built from, so roles stay data read in one place.
   * With `other`, a bearer credential that is not a sign-in token goes to it instead (a provider's
   * feed token): it admits the request by returning true, answers 401 by returning false, or throws
   * an answer of its own.
   */
  requireUserWhere(allowed: Allowed, refusal: string, other?: OtherCredential): preHandlerAsyncHookHandler;
}

/** Whether the verified caller may go on with this request. */
export type Allowed = (userId: string, request: FastifyRequest) => Promise<boolean>;
export type OtherCredential = (credential: string, request: FastifyRequest) => Promise<boolean>;

const BEARER = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i;
/** Any bearer credential; a sign-in token is the three dotted parts BEARER reads. */
const ANY_BEARER = /^Bearer\s+(\S+)$/i;

/** Every token check handed out, so the API description can tell which routes need a token. */
const tokenChecks = new WeakSet<object>();
const tokenCheck = (check: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler => {
  tokenChecks.add(check);
  return check;
};

/** Whether a route's preHandler refuses a request without a valid bearer token. */
export function checksToken(preHandler: RouteOptions['preHandler']): boolean {
  return [preHandler ?? []].flat().some((handler) => tokenChecks.has(handler));
}

/** The account's current token version, or null when there is no such account. */
export type TokenVersionOf = (userId: string) => Promise<number | null>;

interface SignedClaims {
  userId: string;
  ver: number;
}

export function createAuth({
  secret,
  ttlSeconds,
  tokenVersionOf,
}: {
  secret: string;
  ttlSeconds: number;
  tokenVersionOf: TokenVersionOf;
}): Auth {
  const key = new TextEncoder().encode(secret);

  /** The token's claims when its signature and expiry hold, else null: nothing about the account yet. */
  async function signedClaims(request: FastifyRequest): Promise<SignedClaims | null> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    try {
      // Pinning the algorithm refuses "alg: none" and any other algorithm swap.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (typeof payload.userId !== 'string' || payload.userId !== payload.sub) return null;
      // Tokens from before token versions carry none: they stand for version 0, the version every
      // account starts at, so a deploy signs nobody out and the first password change still does.
      const ver = payload.ver ?? 0;
      if (!Number.isSafeInteger(ver)) return null;
      return { userId: payload.userId, ver: ver as number };
    } catch {
      return null;
    }
  }

  /**
   * Whether the account still exists and the token carries its current version: one indexed read
   * per request, the price of signing every session out when the password changes
   * (docs/decisions/0023).
   */
  async function isCurrent({ userId, ver }: SignedClaims): Promise<boolean> {
    return (await tokenVersionOf(userId)) === ver;
  }

  async function verifiedUserId(request: FastifyRequest): Promise<string> {
    const claims = await signedClaims(request);
    if (!claims || !(await isCurrent(claims))) throw unauthorized(messages.auth.unauthorized);
    return claims.userId;
  }

  async function optionalUserId(request: FastifyRequest): Promise<string | null> {
    const claims = await signedClaims(request);
    if (!claims) return null;
    if (!(await isCurrent(claims))) throw unauthorized(messages.auth.unauthorized);
    return claims.userId;
  }

  const requireUser = tokenCheck(async (request) => {
    request.userId = await verifiedUserId(request);
  });

  const requireSelfBy = (param: string) =>
    tokenCheck(async (request) => {
      request.userId = await verifiedUserId(request);
      const owner = (request.params as Record<string, string | undefined>)[param];
      if (owner !== request.userId) throw forbidden(messages.auth.forbidden);
    });

  const requireUserWhere = (allowed: Allowed, refusal: string, other?: OtherCredential) =>
    tokenCheck(async (request) => {
      const header = request.headers.authorization ?? '';
      const credential = ANY_BEARER.exec(header)?.[1];
      if (other && credential && !BEARER.test(header)) {
        if (await other(credential, request)) return;
        throw unauthorized(messages.auth.unauthorized);
      }
      request.userId = await verifiedUserId(request);
      if (!(await allowed(request.userId, request))) throw forbidden(refusal);
    });

  return {
    issueToken: (userId, tokenVersion) =>
      new SignJWT({ userId, ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    requireUser,
    optionalUserId,
    requireSelf: requireSelfBy('id'),
    requireSelfBy,
    requireUserWhere,
  };
}
