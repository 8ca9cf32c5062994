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
  issueToken(userId: string): Promise<string>;
  /** 401 unless the request carries a valid, unexpired bearer token. */
  requireUser: preHandlerAsyncHookHandler;
  /** requireUser, then 403 unless the `:id` in the path is the caller's own id. */
  requireSelf: preHandlerAsyncHookHandler;
  /** The caller's id when a valid token came along, else null (for routes open to everyone). */
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

export function createAuth({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): Auth {
  const key = new TextEncoder().encode(secret);

  async function verifiedUserId(request: FastifyRequest): Promise<string> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized(messages.auth.unauthorized);
    try {
      // Pinning the algorithm refuses "alg: none" and any other algorithm swap.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (typeof payload.userId !== 'string' || payload.userId !== payload.sub) throw new Error('bad subject');
      return payload.userId;
    } catch {
      throw unauthorized(messages.auth.unauthorized);
    }
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
    issueToken: (userId) =>
      new SignJWT({ userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    requireUser,
    optionalUserId: (request) => (request.headers.authorization ? verifiedUserId(request).catch(() => null) : Promise.resolve(null)),
    requireSelf: requireSelfBy('id'),
    requireSelfBy,
    requireUserWhere,
  };
}
