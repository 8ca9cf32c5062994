import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { SignJWT, decodeJwt } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alert } from '#shared/schemas/alerts.js';
import { extractError } from '#shared/schemas/assistant.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { passwordChanged } from '#shared/schemas/account-settings.js';
import { profileResponse } from '#shared/schemas/accounts.js';
import { claim, managedProgram, providerToken } from '#shared/schemas/provider.js';
import { programWithListing } from '#shared/schemas/listing.js';
import { review, reviewPage } from '#shared/schemas/reviews.js';
import { savedDaycare, savedDaycareList, savedRoute, savedRouteList } from '#shared/schemas/saved.js';
import { readPostFiles } from './features/blog/blog-files.js';
import { upsertPosts } from './features/blog/blog.repository.js';
import { unsubscribeToken } from './features/alerts/unsubscribe-token.js';
import type { RouteEntry } from './plugins/route-table.js';
import {
  hostileBody,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  hostileText,
  hostileValue,
  oddContentType,
  oddNumber,
  percentEncode,
  storableHostileText,
  unexpectedMethod,
  UNSTORABLE_TEXT,
} from './test/hostile-arbitraries.js';
import { bearer, nextRemoteAddress, parentDetails } from './test/factories.js';
import { makeProgram } from './test/program-factory.js';
import { reviewBody } from './test/review-factories.js';
import { claimFor, registerManager, registerOperator, registerVerified } from './test/role-factories.js';
import { testEngines } from './test/test-database.js';
import { useTestApp } from './test/use-test-app.js';

/**
 * What the signed-in account owns, for requests that are valid until one part is spoiled. It is a
 * parent, an operator and the manager of `program` at once, so spoiled provider and operator
 * requests reach their handlers rather than stopping at a 403.
 */
interface Owned {
  userId: string;
  emailId: string;
  password: string;
  daycareId: string;
  routeId: string;
  tokenId: string;
  claimId: string;
  colleagueId: string;
  alertId: string;
  unsubscribeToken: string;
  /** The account's review of `unclaimed` (it manages `program`, which it may not review), and someone else's of `program`. */
  reviewId: string;
  othersReviewId: string;
}

interface ValidRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const program = makeProgram({ lat: 42.2529, lng: -71.0023, name: 'Quincy Little Learners' });
/** A program the signed-in account has not claimed yet. */
const unclaimed = makeProgram({ lat: 42.26, lng: -71.01, name: 'Wollaston Play Place' });
const week = { mon: { open: '07:30', close: '18:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
const offers = {
  schedules: ['full-time'],
  languages: ['en', 'es'],
  mealsProvided: true,
  transportation: false,
  specialNeedsSupport: true,
  accreditation: 'NAEYC',
  description: 'Small groups and a garden.',
  tourUrl: 'https://example.org/tour',
  tourPhone: '617 555 0100',
};
const blogFixtures = fileURLToPath(new URL('./features/blog/fixtures', import.meta.url));

/**
 * One valid request per endpoint that takes input; each hostile case spoils one part of it, so the
 * spoiled part reaches the handler instead of stopping at the first missing field. A new endpoint
 * with parameters, a query or a body fails the test until it is listed here.
 */
const validRequests: Record<string, (owned: Owned) => ValidRequest> = {
  'POST /api/auth/register': () => ({ body: { ...parentDetails() } }),
  'POST /api/auth/login': (o) => ({ body: { emailId: o.emailId, password: o.password } }),
  // Well-formed links no account holds: the cases reach the lookup, and nothing is used up.
  'POST /api/auth/verify-email': () => ({ body: { token: 'A'.repeat(43) } }),
  'POST /api/auth/forgot-password': (o) => ({ body: { emailId: o.emailId } }),
  'POST /api/auth/reset-password': () => ({ body: { token: 'B'.repeat(43), password: 'a long new password' } }),
  'GET /api/users/:id/profile': (o) => ({ params: { id: o.userId } }),
  'PUT /api/users/:id/profile': (o) => ({
    params: { id: o.userId },
    body: { firstName: 'Maya', lastName: 'Okafor', address: '12 Elm Street, Somerville, MA 02144', phoneNumber: '617 555 0142' },
  }),
  // The same password again, so a case that stays valid does not lock the other cases out.
  'PUT /api/users/:id/password': (o) => ({ params: { id: o.userId }, body: { currentPassword: o.password, newPassword: o.password } }),
  'POST /api/users/:id/sign-out-everywhere': (o) => ({ params: { id: o.userId } }),
  'GET /api/users/:id/export': (o) => ({ params: { id: o.userId } }),
  // A password the account does not have: a case that stays valid reaches the check and deletes nothing.
  'DELETE /api/users/:id': (o) => ({ params: { id: o.userId }, body: { password: `not ${o.password}` } }),
  'GET /api/users/:id/preferences': (o) => ({ params: { id: o.userId } }),
  'PUT /api/users/:id/preferences': (o) => ({
    params: { id: o.userId },
    body: { emailNotifications: true, locationServices: false, marketingEmails: false },
  }),
  'PUT /api/users/:id/language': (o) => ({ params: { id: o.userId }, body: { language: 'es' } }),
  'POST /api/daycares': () => ({ body: { placeId: program.id, name: 'Quincy Little Learners', address: '1 Hancock St', capacity: 20 } }),
  'GET /api/users/:userId/daycares': (o) => ({ params: { userId: o.userId } }),
  'DELETE /api/daycares/:id': (o) => ({ params: { id: o.daycareId } }),
  'POST /api/routes': () => ({
    body: { origin: 'Quincy, MA', destination: 'Cambridge, MA', waypoints: ['Braintree, MA', { lat: 42.3, lng: -71.05 }], travelMode: 'DRIVING', daycareCount: 3 },
  }),
  'GET /api/users/:userId/routes': (o) => ({ params: { userId: o.userId } }),
  'DELETE /api/routes/:id': (o) => ({ params: { id: o.routeId } }),
  'GET /api/blog/:id': () => ({ params: { id: 'packing-for-day-one' } }),
  'POST /api/contact': () => ({
    body: { category: 'general', name: 'Maya Okafor', email: 'maya@example.com', subject: 'Hello', message: 'A question about infants.' },
  }),
  'POST /api/v1/extract-info': () => ({ body: { text: 'daycare near Quincy, MA for my toddler' } }),
  'POST /api/v1/assistant/answer': () => ({ body: { message: 'my toddler cries at drop-off, is that normal?' } }),
  'GET /api/search/nearby': () => ({ query: { location: 'Quincy, MA', radius: '5000', type: 'daycare', sort: 'distance', limit: '10' } }),
  'GET /api/search/route': () => ({ query: { start: 'Quincy, MA', end: 'Cambridge, MA', corridor: '1000', mode: 'DRIVING' } }),
  'GET /api/geo/autocomplete': () => ({ query: { q: 'Quin' } }),
  'GET /api/geo/reverse': () => ({ query: { lat: '42.2529', lng: '-71.0023' } }),
  'GET /api/catalogue/:id': () => ({ params: { id: program.id } }),
  'GET /api/compare': () => ({ query: { ids: `${program.id},${unclaimed.id}`, start: 'Quincy, MA', end: 'Cambridge, MA', departAt: '07:30', days: 'mon,tue' } }),
  'POST /api/provider/claims': () => ({ body: claimFor(unclaimed) }),
  'PUT /api/provider/programs/:id/openings': () => ({
    params: { id: program.id },
    body: { ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: '2026-09-01' }] },
  }),
  'PUT /api/provider/programs/:id/tuition': () => ({
    params: { id: program.id },
    body: {
      rates: [{ ageGroup: 'toddler', schedule: 'part-time', period: 'week', minDollars: 300, maxDollars: 450 }],
      registrationFeeDollars: 50,
      waitlistFeeDollars: null,
    },
  }),
  'PUT /api/provider/programs/:id/hours': () => ({ params: { id: program.id }, body: { week, closedDates: ['2026-07-04'] } }),
  'PUT /api/provider/programs/:id/offers': () => ({ params: { id: program.id }, body: offers }),
  'POST /api/provider/programs/:id/openings/confirm': () => ({ params: { id: program.id } }),
  'POST /api/provider/programs/:id/tokens': () => ({ params: { id: program.id }, body: { label: 'Front desk' } }),
  'DELETE /api/provider/programs/:id/tokens/:tokenId': (o) => ({ params: { id: program.id, tokenId: o.tokenId } }),
  'GET /api/operator/claims': () => ({ query: { status: 'pending' } }),
  'POST /api/operator/claims/:id/approve': (o) => ({ params: { id: o.claimId } }),
  'POST /api/operator/claims/:id/reject': (o) => ({ params: { id: o.claimId }, body: { reason: 'We could not reach you.' } }),
  'GET /api/operator/programs/:id/audit': () => ({ params: { id: program.id } }),
  'GET /api/operator/programs/:id/managers': () => ({ params: { id: program.id } }),
  'GET /api/operator/catalogue/runs': () => ({}),
  'DELETE /api/operator/programs/:id/managers/:userId': (o) => ({ params: { id: program.id, userId: o.colleagueId } }),
  'GET /api/docs/static/*': () => ({ params: { '*': 'index.css' } }),
  'GET /api/users/:userId/alerts': (o) => ({ params: { userId: o.userId } }),
  'POST /api/users/:userId/alerts': (o) => ({
    params: { userId: o.userId },
    body: { place: { label: 'Near work', lat: 42.3601, lng: -71.0589, radiusMiles: 2 }, ageGroups: ['infant', 'toddler'], maxMonthlyTuition: 2400, openUntil: '18:00', email: 'instant' },
  }),
  'PUT /api/users/:userId/alerts/:alertId': (o) => ({
    params: { userId: o.userId, alertId: o.alertId },
    body: { ageGroups: ['infant'], maxMonthlyTuition: null, openUntil: '17:30', email: 'daily' },
  }),
  'DELETE /api/users/:userId/alerts/:alertId': (o) => ({ params: { userId: o.userId, alertId: o.alertId } }),
  'GET /api/users/:userId/notifications': (o) => ({ params: { userId: o.userId } }),
  'POST /api/users/:userId/notifications/read': (o) => ({ params: { userId: o.userId }, body: { ids: [o.alertId] } }),
  'GET /api/unsubscribe/:token': (o) => ({ params: { token: o.unsubscribeToken } }),
  'POST /api/unsubscribe/:token': (o) => ({ params: { token: o.unsubscribeToken } }),
  'GET /api/catalogue/:id/reviews': () => ({ params: { id: program.id }, query: { sort: 'helpful', offset: '0', limit: '10' } }),
  'POST /api/catalogue/:id/reviews': () => ({ params: { id: unclaimed.id }, body: reviewBody() }),
  'PUT /api/reviews/:id': (o) => ({ params: { id: o.reviewId }, body: reviewBody() }),
  'DELETE /api/reviews/:id': (o) => ({ params: { id: o.reviewId } }),
  'POST /api/reviews/:id/helpful': (o) => ({ params: { id: o.othersReviewId } }),
  'POST /api/reviews/:id/report': (o) => ({ params: { id: o.othersReviewId }, body: { reason: 'spam' } }),
  'PUT /api/reviews/:id/reply': (o) => ({ params: { id: o.othersReviewId }, body: { text: 'Thank you for writing.' } }),
  'GET /api/operator/reviews': () => ({ query: { status: 'reported' } }),
  'POST /api/operator/reviews/:id/hide': (o) => ({ params: { id: o.othersReviewId }, body: { reason: 'Spam' } }),
  'POST /api/operator/reviews/:id/restore': (o) => ({ params: { id: o.othersReviewId }, body: { reason: 'Fine after all' } }),
};

/** A HEAD route answers like its GET. */
const validRequestKey = (route: RouteEntry) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
const pathParams = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
const fieldsOf = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
const takesInput = (route: RouteEntry) =>
  pathParams(route.url).length > 0 || Boolean(route.schema?.querystring) || Boolean(route.schema?.body);

type Mutation =
  | { kind: 'param'; name: string; segment: string }
  | { kind: 'query'; name: string; value: string; form: 'set' | 'repeat' | 'bracket' }
  | { kind: 'raw-query'; raw: string; replace: boolean }
  | { kind: 'field'; name: string; value: unknown }
  | { kind: 'drop'; name: string }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'body'; raw: string }
  | { kind: 'content-type'; value: string }
  | { kind: 'headers'; headers: Record<string, string> }
  | { kind: 'method'; method: string };

const extraFieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'user_id', 'id', 'isAdmin', 'passwordHash', 'createdAt'),
  fc.string({ maxLength: 20 }),
);

function mutations(route: RouteEntry, valid: ValidRequest): fc.Arbitrary<Mutation> {
  const params = pathParams(route.url);
  const queryFields = [...new Set([...fieldsOf(route.schema?.querystring), ...Object.keys(valid.query ?? {})])];
  const bodyFields = [...new Set([...fieldsOf(route.schema?.body), ...Object.keys(valid.body ?? {})])];
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('headers' as const), headers: hostileHeaders }),
    fc.record({ kind: fc.constant('raw-query' as const), raw: hostileQuery, replace: fc.boolean() }),
    fc.record({ kind: fc.constant('body' as const), raw: hostileBody }),
    fc.record({ kind: fc.constant('method' as const), method: unexpectedMethod }),
  ];
  if (params.length > 0) {
    options.push(fc.record({ kind: fc.constant('param' as const), name: fc.constantFrom(...params), segment: hostileSegment }));
  }
  if (queryFields.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('query' as const),
        name: fc.constantFrom(...queryFields),
        value: fc.oneof(hostileText, oddNumber),
        form: fc.constantFrom('set' as const, 'repeat' as const, 'bracket' as const),
      }),
    );
  }
  if (bodyFields.length > 0) {
    const field = fc.constantFrom(...bodyFields);
    options.push(
      fc.record({ kind: fc.constant('field' as const), name: field, value: hostileValue }),
      fc.record({ kind: fc.constant('drop' as const), name: field }),
      fc.record({ kind: fc.constant('extra' as const), name: extraFieldName, value: hostileValue }),
      fc.record({ kind: fc.constant('content-type' as const), value: oddContentType }),
    );
  }
  return fc.oneof(...options);
}

interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** JSON text from entries, so keys such as "__proto__" travel as sent. */
const jsonObject = (entries: [string, unknown][]) =>
  `{${entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(',')}}`;

function hostileRequest(route: RouteEntry, valid: ValidRequest, mutation: Mutation, token: string | null): HostileRequest {
  const segments = Object.fromEntries(Object.entries(valid.params ?? {}).map(([name, value]) => [name, percentEncode(value)]));
  let query = Object.entries(valid.query ?? {}).map(([name, value]) => `${name}=${percentEncode(value)}`);
  let bodyEntries: [string, unknown][] | undefined = valid.body && Object.entries(valid.body);
  let payload: string | undefined;
  let contentType = 'application/json';
  let method = route.method;
  const headers: Record<string, string> = token ? bearer(token) : {};

  switch (mutation.kind) {
    case 'param':
      segments[mutation.name] = mutation.segment;
      break;
    case 'query': {
      const value = percentEncode(mutation.value);
      const others = query.filter((pair) => !pair.startsWith(`${mutation.name}=`));
      const spoiled =
        mutation.form === 'set'
          ? [`${mutation.name}=${value}`]
          : mutation.form === 'repeat'
            ? [`${mutation.name}=a`, `${mutation.name}=${value}`]
            : [`${mutation.name}[]=${value}`];
      query = [...others, ...spoiled];
      break;
    }
    case 'raw-query':
      query = mutation.replace ? [mutation.raw] : [...query, mutation.raw];
      break;
    case 'field':
      bodyEntries = [...(bodyEntries ?? []).filter(([name]) => name !== mutation.name), [mutation.name, mutation.value]];
      break;
    case 'drop':
      bodyEntries = (bodyEntries ?? []).filter(([name]) => name !== mutation.name);
      break;
    case 'extra':
      bodyEntries = [...(bodyEntries ?? []), [mutation.name, mutation.value]];
      break;
    case 'body':
      payload = mutation.raw;
      break;
    case 'content-type':
      contentType = mutation.value;
      break;
    case 'headers':
      Object.assign(headers, mutation.headers);
      break;
    case 'method':
      method = mutation.method;
      break;
  }
  if (payload === undefined && bodyEntries) payload = jsonObject(bodyEntries);
  if (payload !== undefined) headers['content-type'] ??= contentType;
  const path = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => segments[name ?? '*'] ?? 'x');
  return { method, url: query.length > 0 ? `${path}?${query.join('&')}` : path, headers, ...(payload === undefined ? {} : { payload }) };
}

const EXTRACT = 'POST /api/v1/extract-info';

/** Never a 5xx; every error in the one error shape, as JSON; the extract endpoint's errors also carry `message`. */
function expectHandled(route: RouteEntry, request: HostileRequest, response: LightMyRequestResponse): void {
  const what = `${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode < 400 || request.method === 'HEAD') return;
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const json: unknown = response.json();
  const body = errorResponse.parse(json);
  expect(body.error.length, what).toBeGreaterThan(0);
  const routedToExtract = `${request.method} ${request.url.split('?')[0]}` === EXTRACT && `${route.method} ${route.url}` === EXTRACT;
  if (routedToExtract) expect(extractError.parse(json).message, what).toBe(body.error);
}

/**
 * Cases per endpoint and engine: each kind of spoiling comes up a few times per run, and every run
 * draws new ones. Sign-in and registration hash a password per valid-looking case, which sets the pace.
 */
const CASES_PER_ENDPOINT = 20;

describe.each(testEngines)('hostile input on %s', (engine) => {
  const t = useTestApp(engine, {}, [program, unclaimed]);
  let owned: Owned;
  let token: string;
  beforeAll(async () => {
    await upsertPosts(t.database.db, await readPostFiles(blogFixtures));
    const parent = await registerOperator(t.app, t.database.db);
    token = parent.token;
    const as = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: nextRemoteAddress() });
    const daycare = savedDaycare.parse((await as('/api/daycares', { name: 'Owned Daycare' })).json());
    const route = savedRoute.parse((await as('/api/routes', { origin: 'Quincy, MA', destination: 'Boston, MA' })).json());
    // The account approves its own claim: it manages `program` from here on.
    await as(`/api/operator/claims/${claim.parse((await as('/api/provider/claims', claimFor(program))).json()).id}/approve`);
    const feedToken = providerToken.parse((await as(`/api/provider/programs/${program.id}/tokens`, { label: 'Owned token' })).json());
    const claimant = await registerVerified(t.app, t.database.db);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/provider/claims',
      payload: claimFor(unclaimed),
      headers: bearer(claimant.token),
      remoteAddress: nextRemoteAddress(),
    });
    const colleague = await registerManager(t.app, t.database.db, program, parent);
    const routeAlert = alert.parse(
      (await as(`/api/users/${parent.user.id}/alerts`, { savedRouteId: route.id, ageGroups: ['infant'], email: 'instant' })).json(),
    );
    const reviewOf = async (programId: string, author = token) =>
      review.parse(
        (await t.app.inject({ method: 'POST', url: `/api/catalogue/${programId}/reviews`, payload: reviewBody(), headers: bearer(author), remoteAddress: nextRemoteAddress() })).json(),
      ).id;
    const other = await registerVerified(t.app, t.database.db);
    owned = {
      alertId: routeAlert.id,
      unsubscribeToken: unsubscribeToken(t.config.jwtSecret, routeAlert.id),
      userId: parent.user.id,
      emailId: parent.user.emailId,
      password: parent.password,
      daycareId: daycare.id,
      routeId: route.id,
      tokenId: feedToken.id,
      claimId: claim.parse(pending.json()).id,
      colleagueId: colleague.user.id,
      reviewId: await reviewOf(unclaimed.id),
      othersReviewId: await reviewOf(program.id, other.token),
    };
  });

  it('knows a valid request for every endpoint that takes input', () => {
    const endpoints = t.app.routeTable;
    expect(endpoints.length).toBeGreaterThan(20);
    const unlisted = endpoints.filter((route) => takesInput(route) && !validRequests[validRequestKey(route)]).map(validRequestKey);
    expect(unlisted, 'add these endpoints to validRequests').toEqual([]);
    const stale = Object.keys(validRequests).filter((key) => !endpoints.some((route) => validRequestKey(route) === key));
    expect(stale, 'these endpoints no longer exist').toEqual([]);
  });

  /** The account's token version now, or null when the account is gone. */
  const tokenVersionNow = async () => {
    const row = await t.database.db.selectFrom('users').select('tokenVersion').where('id', '=', owned.userId).executeTakeFirst();
    return row ? Number(row.tokenVersion) : null;
  };

  /**
   * A token of the account's current version, as signing in would hand out: the hostile sign-in
   * cases may have paused sign-ins to this account by now (wrong passwords, docs/decisions/0035).
   */
  const signInAgain = async () =>
    new SignJWT({ userId: owned.userId, ver: await tokenVersionNow() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(owned.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));

  it('answers hostile requests to every endpoint, signed in and out, without a 5xx and in the error shape', async () => {
    const sent = new Map<string, { signedIn: number; signedOut: number }>();
    for (const route of t.app.routeTable) {
      const valid = validRequests[validRequestKey(route)]?.(owned) ?? {};
      const count = { signedIn: 0, signedOut: 0 };
      sent.set(`${route.method} ${route.url}`, count);
      for (const side of ['signedIn', 'signedOut'] as const) {
        await fc.assert(
          fc.asyncProperty(mutations(route, valid), async (mutation) => {
            const request = hostileRequest(route, valid, mutation, side === 'signedIn' ? token : null);
            count[side] += 1;
            // A fresh address per case: the per-address limits would otherwise answer most cases with a 429.
            const response = await t.app.inject({ ...request, remoteAddress: nextRemoteAddress() } as InjectOptions);
            expectHandled(route, request, response);
            // A case that changed the password signed the old token out; the answer carries the next one.
            if (side === 'signedIn' && response.statusCode === 200 && `${route.method} ${route.url}` === 'PUT /api/users/:id/password') {
              token = passwordChanged.parse(response.json()).token;
            }
            // Signing out everywhere ended the token too: sign in again, as the parent would.
            if (side === 'signedIn' && response.statusCode === 204 && `${route.method} ${route.url}` === 'POST /api/users/:id/sign-out-everywhere') {
              token = await signInAgain();
            }
            // Nothing else may end the parent's session: the cases after this one, and the tests after this one, sign in with it.
            expect(await tokenVersionNow(), `the session survives ${request.method} ${request.url} ${JSON.stringify(request.headers)} ${request.payload ?? ''}`).toBe(decodeJwt(token).ver);
          }),
          { numRuns: CASES_PER_ENDPOINT / 2 },
        );
      }
    }
    const uncovered = [...sent].filter(([, count]) => count.signedIn === 0 || count.signedOut === 0).map(([key]) => key);
    expect(uncovered, 'endpoints without hostile cases signed in and signed out').toEqual([]);
    expect(sent.size).toBe(t.app.routeTable.length);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);

  /** Shown as text: JSON the browser will not sniff into HTML. */
  const expectInertJson = (response: LightMyRequestResponse) => {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  };
  const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), remoteAddress: nextRemoteAddress(), ...(payload ? { payload } : {}) });

  it('keeps markup and SQL as text: a saved daycare, route, profile and contact message come back byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(storableHostileText(100), storableHostileText(300), async (short, long) => {
        const saved = await asOwner('POST', '/api/daycares', { name: long, address: long, city: short });
        expect(saved.statusCode).toBe(201);
        expectInertJson(saved);
        const daycares = await asOwner('GET', `/api/users/${owned.userId}/daycares`);
        expectInertJson(daycares);
        const daycare = savedDaycareList.parse(daycares.json()).find((item) => item.id === savedDaycare.parse(saved.json()).id);
        expect([daycare?.name, daycare?.address, daycare?.city]).toEqual([long, long, short]);
        expect((await asOwner('DELETE', `/api/daycares/${daycare?.id}`)).statusCode).toBe(204);

        const route = await asOwner('POST', '/api/routes', { origin: long, destination: short, waypoints: [short, long] });
        expect(route.statusCode).toBe(201);
        const routes = await asOwner('GET', `/api/users/${owned.userId}/routes`);
        expectInertJson(routes);
        const listed = savedRouteList.parse(routes.json()).find((item) => item.id === savedRoute.parse(route.json()).id);
        expect([listed?.origin, listed?.destination, listed?.waypoints]).toEqual([long, short, [short, long]]);
        expect((await asOwner('DELETE', `/api/routes/${listed?.id}`)).statusCode).toBe(204);

        const profile = { firstName: short, lastName: short, address: long, phoneNumber: '617 555 0142' };
        expect((await asOwner('PUT', `/api/users/${owned.userId}/profile`, profile)).statusCode).toBe(200);
        const shown = await asOwner('GET', `/api/users/${owned.userId}/profile`);
        expectInertJson(shown);
        expect(profileResponse.parse(shown.json()).user).toMatchObject(profile);

        const contact = await asOwner('POST', '/api/contact', { category: 'feedback', name: short, email: 'maya@example.com', subject: short, message: long });
        expect(contact.statusCode).toBe(201);
        const stored = await t.database.db
          .selectFrom('contactMessages')
          .select(['name', 'subject', 'message'])
          .where('id', '=', (contact.json() as { id: string }).id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ name: short, subject: short, message: long });
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('keeps markup and SQL as text in a listing and a feed token label: they come back byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(storableHostileText(100), storableHostileText(2000), async (short, long) => {
        const saved = await asOwner('PUT', `/api/provider/programs/${program.id}/offers`, { ...offers, accreditation: short, description: long });
        expect(saved.statusCode).toBe(200);
        expectInertJson(saved);
        const page = programWithListing.parse((await t.app.inject({ url: `/api/catalogue/${program.id}` })).json());
        expect([page.listing.offers?.data.accreditation, page.listing.offers?.data.description]).toEqual([short, long]);
        const created = providerToken.parse((await asOwner('POST', `/api/provider/programs/${program.id}/tokens`, { label: short })).json());
        const managed = managedProgram.array().parse((await asOwner('GET', '/api/provider/programs')).json());
        expect(managed[0]?.tokens.find((shown) => shown.id === created.id)?.label).toBe(short);
        expect((await asOwner('DELETE', `/api/provider/programs/${program.id}/tokens/${created.id}`)).statusCode).toBe(204);
      }),
      { numRuns: 10 },
    );
  }, 60_000);

  it('keeps markup and SQL as text in a review and its reply: they come back byte for byte', async () => {
    // An author of its own, so the edit limit is not shared with the hostile cases above.
    const author = await registerVerified(t.app, t.database.db);
    const asAuthor = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: bearer(author.token), remoteAddress: nextRemoteAddress() });
    const reviewId = review.parse((await asAuthor('POST', `/api/catalogue/${program.id}/reviews`, reviewBody())).json()).id;
    await fc.assert(
      fc.asyncProperty(storableHostileText(1900), storableHostileText(2000), async (hostile, reply) => {
        // At least 30 characters whatever was drawn; ends on a letter, so trimming leaves it whole.
        const text = `A calm room, kind teachers: ${hostile} Yes`;
        const edited = await asAuthor('PUT', `/api/reviews/${reviewId}`, reviewBody({ text }));
        expect(edited.statusCode).toBe(200);
        expectInertJson(edited);
        // The signed-in account manages the program: it answers.
        expect((await asOwner('PUT', `/api/reviews/${reviewId}/reply`, { text: reply })).statusCode).toBe(200);
        const shown = await t.app.inject({ url: `/api/catalogue/${program.id}/reviews?limit=50`, remoteAddress: nextRemoteAddress() });
        expectInertJson(shown);
        const written = reviewPage.parse(shown.json()).reviews.find((item) => item.id === reviewId);
        expect([written?.text, written?.reply?.text]).toEqual([text, reply]);
      }),
      { numRuns: 10 },
    );
  }, 60_000);

  describe('text that cannot be stored (PostgreSQL answered a 500 for NUL)', () => {
    const nul = 'Sunny\u0000Days';
    it.each([
      ['a saved daycare name', 'POST', '/api/daycares', { name: nul }, 'Name'],
      ['a saved daycare place id', 'POST', '/api/daycares', { placeId: nul }, 'Place id'],
      ['a route origin', 'POST', '/api/routes', { origin: nul, destination: 'Boston' }, 'Origin'],
      ['a contact message', 'POST', '/api/contact', { category: 'general', name: 'Maya', email: 'maya@example.com', subject: 'Hi', message: nul }, 'Message'],
      ['a lone surrogate in a contact subject', 'POST', '/api/contact', { category: 'general', name: 'Maya', email: 'maya@example.com', subject: 'Hi \uD800', message: 'x' }, 'Subject'],
      ['a claim note', 'POST', '/api/provider/claims', { ...claimFor(unclaimed), note: nul }, 'Note'],
      ['a claim license number', 'POST', '/api/provider/claims', { ...claimFor(unclaimed), licenseNumber: nul }, 'License number'],
      ['a role at the program', 'POST', '/api/provider/claims', { ...claimFor(unclaimed), roleAtProgram: nul }, 'Role at the program'],
      ['a verification link token', 'POST', '/api/auth/verify-email', { token: nul }, 'Token'],
      ['a reset link token', 'POST', '/api/auth/reset-password', { token: nul, password: 'a long new password' }, 'Token'],
      ['a feed token label', 'POST', `/api/provider/programs/${program.id}/tokens`, { label: nul }, 'Label'],
      ['a rejection reason', 'POST', '/api/operator/claims/any/reject', { reason: nul }, 'Reason'],
      ['a program description', 'PUT', `/api/provider/programs/${program.id}/offers`, { ...offers, description: nul }, 'description'],
      ['a review', 'POST', `/api/catalogue/${unclaimed.id}/reviews`, reviewBody({ text: `${nul} and enough words to be long enough.` }), 'text'],
      ['a reply to a review', 'PUT', '/api/reviews/any/reply', { text: nul }, 'text'],
      ['a moderation reason', 'POST', '/api/operator/reviews/any/hide', { reason: nul }, 'Reason'],
    ] as const)('refuses %s with a 400 naming the field', async (_case, method, url, payload, field) => {
      const response = await asOwner(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: `${field} contains characters that are not allowed`, code: 'VALIDATION_ERROR' });
    });

    it('refuses them in a profile, a waypoint and every id in a path', async () => {
      const profile = await asOwner('PUT', `/api/users/${owned.userId}/profile`, { firstName: nul, lastName: 'O', address: 'x', phoneNumber: '617 555 0142' });
      const waypoint = await asOwner('POST', '/api/routes', { origin: 'Quincy', destination: 'Boston', waypoints: [nul] });
      const paths = await Promise.all(
        ['DELETE /api/daycares/', 'DELETE /api/routes/', 'GET /api/blog/', 'GET /api/catalogue/'].map((route) => {
          const [method, url] = route.split(' ') as ['GET' | 'DELETE', string];
          return asOwner(method, `${url}a%00b`);
        }),
      );
      for (const response of [profile, waypoint, ...paths]) {
        expect(response.statusCode).toBe(400);
        expect(errorResponse.parse(response.json()).code).toBe('VALIDATION_ERROR');
      }
    });

    it('still takes tabs and line breaks, and every control character is refused', async () => {
      const letter = { category: 'general', name: 'Maya', email: 'maya@example.com', subject: 'Two\tcolumns', message: 'Line one\r\nLine two\n' };
      expect((await asOwner('POST', '/api/contact', letter)).statusCode).toBe(201);
      for (const text of UNSTORABLE_TEXT) {
        expect((await asOwner('POST', '/api/daycares', { name: text })).statusCode, JSON.stringify(text)).toBe(400);
      }
    });
  });
});
