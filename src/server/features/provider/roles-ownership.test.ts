import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { claim, providerToken } from '#shared/schemas/provider.js';
import { review } from '#shared/schemas/reviews.js';
import type { RouteEntry } from '#server/plugins/route-table.js';
import { bearer, nextRemoteAddress } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { claimFor, isRoleRoute, registerManager, registerOperator, registerVerified, type Account } from '#server/test/role-factories.js';
import { reviewBody } from '#server/test/review-factories.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
interface Records {
  tokenId: string;
  feedToken: string;
  claimToApprove: string;
  claimToReject: string;
  colleagueId: string;
  reviewId: string;
  reviewToHide: string;
  reviewToRestore: string;
}

const sunny = makeProgram({ lat: 42.37, lng: -71.11, name: 'Sunny Days', capacity: 20 });
const acorns = makeProgram({ lat: 42.38, lng: -71.12, name: 'Little Acorns', capacity: 20 });
const maple = makeProgram({ lat: 42.39, lng: -71.13, name: 'Maple House', capacity: 20 });
const week = { mon: { open: '08:00', close: '17:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
const section = (path: string, payload: object) => () => ({ url: `/api/provider/programs/${sunny.id}/${path}`, payload });

/**
 * Every provider and operator route, with a request its rightful caller may make: a manager of
 * Sunny Days, or an operator. A new such route fails the completeness check until it is listed.
 */
const managerRequests: Record<string, (records: Records) => { url: string; payload?: object }> = {
  'PUT /api/provider/programs/:id/openings': section('openings', {
    ageGroups: [{ ageGroup: 'infant', openSeats: 3, waitlist: false, waitlistLength: null, nextOpeningOn: null }],
  }),
  'PUT /api/provider/programs/:id/tuition': section('tuition', {
    rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'week', minDollars: 500, maxDollars: 600 }],
    registrationFeeDollars: null,
    waitlistFeeDollars: null,
  }),
  'PUT /api/provider/programs/:id/hours': section('hours', { week, closedDates: [] }),
  'PUT /api/provider/programs/:id/offers': section('offers', {
    schedules: ['full-time'],
    languages: ['en'],
    mealsProvided: true,
    transportation: false,
    specialNeedsSupport: false,
    accreditation: null,
    description: 'Taken over?',
    tourUrl: null,
    tourPhone: null,
  }),
  'POST /api/provider/programs/:id/openings/confirm': section('openings/confirm', {}),
  'POST /api/provider/programs/:id/tokens': section('tokens', { label: 'Planted token' }),
  'DELETE /api/provider/programs/:id/tokens/:tokenId': ({ tokenId }) => ({ url: `/api/provider/programs/${sunny.id}/tokens/${tokenId}` }),
  'PUT /api/reviews/:id/reply': ({ reviewId }) => ({ url: `/api/reviews/${reviewId}/reply`, payload: { text: 'Thank you for the kind words.' } }),
};
const operatorRequests: Record<string, (records: Records) => { url: string; payload?: object }> = {
  'GET /api/operator/claims': () => ({ url: '/api/operator/claims?status=pending' }),
  'POST /api/operator/claims/:id/approve': ({ claimToApprove }) => ({ url: `/api/operator/claims/${claimToApprove}/approve` }),
  'POST /api/operator/claims/:id/reject': ({ claimToReject }) => ({ url: `/api/operator/claims/${claimToReject}/reject`, payload: { reason: 'No' } }),
  'GET /api/operator/programs/:id/audit': () => ({ url: `/api/operator/programs/${sunny.id}/audit` }),
  'GET /api/operator/programs/:id/managers': () => ({ url: `/api/operator/programs/${sunny.id}/managers` }),
  'DELETE /api/operator/programs/:id/managers/:userId': ({ colleagueId }) => ({ url: `/api/operator/programs/${sunny.id}/managers/${colleagueId}` }),
  'GET /api/operator/reviews': () => ({ url: '/api/operator/reviews?status=reported' }),
  'GET /api/operator/catalogue/runs': () => ({ url: '/api/operator/catalogue/runs' }),
  'POST /api/operator/reviews/:id/hide': ({ reviewToHide }) => ({ url: `/api/operator/reviews/${reviewToHide}/hide`, payload: { reason: 'Spam' } }),
  'POST /api/operator/reviews/:id/restore': ({ reviewToRestore }) => ({ url: `/api/operator/reviews/${reviewToRestore}/restore`, payload: { reason: 'Fine after all' } }),
};
/** Routes that act on the caller's own claims and programs, whatever the body names (tested below). */
const callerOnly = ['POST /api/provider/claims', 'GET /api/provider/claims', 'GET /api/provider/programs'];

/** A second provider, a parent, an operator where a manager is needed, and no one: each refused, nothing changed. */
describe.each(testEngines)('who may call the provider and operator routes on %s', (engine) => {
  const t = useTestApp(engine, {}, [sunny, acorns, maple]);
  let operator: Account;
  let manager: Account;
  let otherProvider: Account;
  let parent: Account;
  let records: Records;
  beforeAll(async () => {
    operator = await registerOperator(t.app, t.database.db);
    manager = await registerManager(t.app, t.database.db, sunny, operator);
    otherProvider = await registerManager(t.app, t.database.db, acorns, operator);
    parent = await registerVerified(t.app, t.database.db);
    const colleague = await registerManager(t.app, t.database.db, sunny, operator);
    const created = providerToken
      .extend({ token: providerToken.shape.id })
      .parse((await as(manager, 'POST', `/api/provider/programs/${sunny.id}/tokens`, { label: 'Nightly' })).json());
    const claimant = async () => claim.parse((await as(await registerVerified(t.app, t.database.db), 'POST', '/api/provider/claims', claimFor(maple))).json()).id;
    const reviewBy = async (author: Account) =>
      review.parse((await as(author, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody())).json()).id;
    const reviewToRestore = await reviewBy(await registerVerified(t.app, t.database.db));
    expect((await as(operator, 'POST', `/api/operator/reviews/${reviewToRestore}/hide`, { reason: 'Spam' })).statusCode).toBe(200);
    records = {
      tokenId: created.id,
      feedToken: created.token,
      claimToApprove: await claimant(),
      claimToReject: await claimant(),
      colleagueId: colleague.user.id,
      reviewId: await reviewBy(parent),
      reviewToHide: await reviewBy(await registerVerified(t.app, t.database.db)),
      reviewToRestore,
    };
    expect((await as(manager, 'PUT', `/api/provider/programs/${sunny.id}/hours`, { week, closedDates: [] })).statusCode).toBe(200);
  });

  function as(account: Account | null, method: Method, url: string, payload?: object, token = account?.token) {
    return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload, remoteAddress: nextRemoteAddress() });
  }

  /** Everything the routes could change, as their rightful callers and a parent see it. */
  const view = async () => {
    const reads = [
      as(null, 'GET', `/api/catalogue/${sunny.id}`),
      as(manager, 'GET', '/api/provider/programs'),
      as(otherProvider, 'GET', '/api/provider/programs'),
      ...['pending', 'approved', 'rejected'].map((status) => as(operator, 'GET', `/api/operator/claims?status=${status}`)),
      ...[sunny, acorns, maple].flatMap((program) => [
        as(operator, 'GET', `/api/operator/programs/${program.id}/audit`),
        as(operator, 'GET', `/api/operator/programs/${program.id}/managers`),
      ]),
      // Last, so the positions above stay as the tests below count them.
      as(null, 'GET', `/api/catalogue/${sunny.id}/reviews`),
      ...['reported', 'hidden'].map((status) => as(operator, 'GET', `/api/operator/reviews?status=${status}`)),
    ];
    const answers = await Promise.all(reads);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    return answers.map((answer) => answer.json() as unknown);
  };

  const key = (route: RouteEntry) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const roleRoutes = () => t.app.routeTable.filter(isRoleRoute);
  const requestFor = (route: RouteEntry) => (managerRequests[key(route)] ?? operatorRequests[key(route)])?.(records);

  it('covers every provider and operator route, each declaring the bearer token', () => {
    const listed = [...Object.keys(managerRequests), ...Object.keys(operatorRequests), ...callerOnly];
    expect(roleRoutes().map(key).filter((route) => !listed.includes(route)), 'add these routes to the matrix').toEqual([]);
    expect(listed.filter((route) => !roleRoutes().some((entry) => key(entry) === route)), 'these routes no longer exist').toEqual([]);
    expect(roleRoutes().filter((route) => !route.schema?.security).map(key)).toEqual([]);
  });

  it('refuses everyone but the rightful caller, and leaves everything as it was', async () => {
    const before = await view();
    const [header, , signature] = parent.token.split('.');
    const claims = { userId: manager.user.id, sub: manager.user.id, exp: Math.floor(Date.now() / 1000) + 3600 };
    const impersonation = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;

    for (const route of roleRoutes()) {
      const what = key(route);
      const { url, payload } = requestFor(route) ?? { url: route.url, payload: { ...claimFor(maple) } };
      const method = route.method as Method;
      expect((await as(null, method, url, payload)).statusCode, what).toBe(401);
      expect((await as(null, method, url, payload, impersonation)).statusCode, what).toBe(401);
      if (callerOnly.includes(what)) continue;
      const forManagers = Boolean(managerRequests[what]);
      const intruders = forManagers ? [otherProvider, parent, operator] : [manager, otherProvider, parent];
      for (const intruder of intruders) {
        const refused = await as(intruder, method, url, payload);
        expect(refused.statusCode, what).toBe(403);
        if (method === 'HEAD') continue;
        const refusal = what === 'PUT /api/reviews/:id/reply' ? messages.reviewsApi.managersOnly : forManagers ? messages.providerApi.managersOnly : messages.providerApi.operatorsOnly;
        expect(errorResponse.parse(refused.json()).error, what).toBe(refusal);
      }
    }
    expect(await view()).toEqual(before);

    // The same requests from the rightful callers succeed, so the refusals above were about the callers alone.
    for (const route of roleRoutes().filter((entry) => !callerOnly.includes(key(entry)))) {
      const { url, payload } = requestFor(route) ?? { url: route.url };
      const caller = managerRequests[key(route)] ? manager : operator;
      expect((await as(caller, route.method as Method, url, payload)).statusCode, key(route)).toBeLessThan(300);
    }
  });

  it('keeps a manager of another program, and its feed token, out of this one', async () => {
    const before = await view();
    const theirs = providerToken
      .extend({ token: providerToken.shape.id })
      .parse((await as(otherProvider, 'POST', `/api/provider/programs/${acorns.id}/tokens`, { label: 'Theirs' })).json());
    const openings = { ageGroups: [{ ageGroup: 'infant', openSeats: 1, waitlist: false, waitlistLength: null, nextOpeningOn: null }] };
    const crossed = await as(null, 'PUT', `/api/provider/programs/${sunny.id}/openings`, openings, theirs.token);
    expect([crossed.statusCode, errorResponse.parse(crossed.json()).error]).toEqual([403, messages.providerApi.tokenForAnotherProgram]);
    // Sunny's token through Acorns' path: it is not one of Acorns' tokens, so it answers like an unknown one.
    const [sunnyManaged] = (await as(manager, 'GET', '/api/provider/programs')).json() as { tokens: { id: string }[] }[];
    const sunnyTokenId = sunnyManaged?.tokens[0]?.id ?? '';
    expect(sunnyTokenId).not.toBe('');
    expect((await as(otherProvider, 'DELETE', `/api/provider/programs/${acorns.id}/tokens/${sunnyTokenId}`)).statusCode).toBe(404);
    expect((await as(otherProvider, 'DELETE', `/api/provider/programs/${acorns.id}/tokens/${theirs.id}`)).statusCode).toBe(204);

    // Only Acorns' own log moved: its token created and revoked.
    const acornsAudit = 8;
    const after = await view();
    expect(after.filter((_, index) => index !== acornsAudit)).toEqual(before.filter((_, index) => index !== acornsAudit));
    expect((after[acornsAudit] as unknown[]).length).toBe((before[acornsAudit] as unknown[]).length + 2);
  });

  it('files claims and lists claims and programs for the caller only, whoever the body names', async () => {
    const planted = await as(parent, 'POST', '/api/provider/claims', { ...claimFor(sunny), userId: manager.user.id });
    expect(planted.statusCode).toBe(201);
    const parentClaims = claim.array().parse((await as(parent, 'GET', '/api/provider/claims')).json());
    expect(parentClaims.map((item) => item.id)).toEqual([claim.parse(planted.json()).id]);
    const managerClaims = claim.array().parse((await as(manager, 'GET', '/api/provider/claims')).json());
    expect(managerClaims.map((item) => item.id)).not.toContain(claim.parse(planted.json()).id);
    expect((await as(parent, 'GET', '/api/provider/programs')).json()).toEqual([]);
  });
});
