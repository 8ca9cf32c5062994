import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { passwordChanged } from '#shared/schemas/account-settings.js';
import { authSuccess } from '#shared/schemas/accounts.js';
import { alert } from '#shared/schemas/alerts.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { review, reviewPage } from '#shared/schemas/reviews.js';
import { savedDaycare, savedRoute } from '#shared/schemas/saved.js';
import type { RouteEntry } from '#server/plugins/route-table.js';
import { bearer, logIn, nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { reviewBody } from '#server/test/review-factories.js';
import { isRoleRoute, registerVerified } from '#server/test/role-factories.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const program = makeProgram({ lat: 42.37, lng: -71.11, name: 'Reviewed Place' });
type Records = { daycareId: string; routeId: string; alertId: string; reviewId: string };

/** Nothing a parent saved or wrote is ever visible to, or changed by, another parent (docs/decisions/0007). */
describe.each(testEngines)('ownership of saved records and settings on %s', (engine) => {
  const t = useTestApp(engine, {}, [program]);
  let owner: Parent;
  let intruder: Parent;
  beforeAll(async () => {
    // The owner is verified, so they may write reviews as well as save.
    owner = await registerVerified(t.app, t.database.db);
    intruder = await registerParent(t.app);
  });

  const as = (parent: Parent, method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(parent.token), payload, remoteAddress: nextRemoteAddress() });

  /** Signs the parent in with their password and answers the new token. */
  const signIn = async (parent: Parent) => {
    const login = await logIn(t.app, { emailId: parent.user.emailId, password: parent.password });
    expect(login.statusCode).toBe(200);
    return authSuccess.parse(login.json()).token;
  };

  /** Everything the owner can see of their account, to compare before and after the intrusions. */
  const ownerView = async () => {
    const urls = [
      ...['daycares', 'routes', 'preferences', 'profile', 'alerts', 'notifications'].map((part) => `/api/users/${owner.user.id}/${part}`),
      `/api/catalogue/${program.id}/reviews`,
    ];
    const answers = await Promise.all(urls.map((url) => as(owner, 'GET', url)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    return answers.map((answer) => answer.json() as unknown);
  };

  /**
   * Every route that needs a token and names a parent or a saved record in its path, with a request
   * the owner may make. A new such route fails the completeness check until it is listed here.
   */
  const ownerRequests: Record<string, (records: Records) => { url: string; payload?: object }> = {
    'GET /api/users/:id/profile': () => ({ url: `/api/users/${owner.user.id}/profile` }),
    'PUT /api/users/:id/profile': () => ({
      url: `/api/users/${owner.user.id}/profile`,
      payload: { firstName: 'Hacked', lastName: 'X', address: 'Y', phoneNumber: '6175550100' },
    }),
    'PUT /api/users/:id/password': () => ({
      url: `/api/users/${owner.user.id}/password`,
      payload: { currentPassword: owner.password, newPassword: 'taken over 123' },
    }),
    'GET /api/users/:id/export': () => ({ url: `/api/users/${owner.user.id}/export` }),
    'POST /api/users/:id/sign-out-everywhere': () => ({ url: `/api/users/${owner.user.id}/sign-out-everywhere` }),
    // The owner's own password: only the token may stop the deletion.
    'DELETE /api/users/:id': () => ({ url: `/api/users/${owner.user.id}`, payload: { password: owner.password } }),
    'GET /api/users/:id/preferences': () => ({ url: `/api/users/${owner.user.id}/preferences` }),
    'PUT /api/users/:id/preferences': () => ({
      url: `/api/users/${owner.user.id}/preferences`,
      payload: { emailNotifications: true, locationServices: true, marketingEmails: false },
    }),
    'PUT /api/users/:id/language': () => ({ url: `/api/users/${owner.user.id}/language`, payload: { language: 'es' } }),
    'GET /api/users/:userId/daycares': () => ({ url: `/api/users/${owner.user.id}/daycares` }),
    'GET /api/users/:userId/routes': () => ({ url: `/api/users/${owner.user.id}/routes` }),
    'DELETE /api/daycares/:id': ({ daycareId }) => ({ url: `/api/daycares/${daycareId}` }),
    'DELETE /api/routes/:id': ({ routeId }) => ({ url: `/api/routes/${routeId}` }),
    'GET /api/users/:userId/alerts': () => ({ url: `/api/users/${owner.user.id}/alerts` }),
    'POST /api/users/:userId/alerts': () => ({
      url: `/api/users/${owner.user.id}/alerts`,
      payload: { place: { label: 'Planted', lat: 42.3, lng: -71.1, radiusMiles: 2 }, ageGroups: ['infant'], email: 'instant' },
    }),
    'PUT /api/users/:userId/alerts/:alertId': ({ alertId }) => ({
      url: `/api/users/${owner.user.id}/alerts/${alertId}`,
      payload: { ageGroups: ['toddler'], email: 'daily' },
    }),
    'DELETE /api/users/:userId/alerts/:alertId': ({ alertId }) => ({ url: `/api/users/${owner.user.id}/alerts/${alertId}` }),
    'GET /api/users/:userId/notifications': () => ({ url: `/api/users/${owner.user.id}/notifications` }),
    'POST /api/users/:userId/notifications/read': () => ({ url: `/api/users/${owner.user.id}/notifications/read`, payload: { all: true } }),
    'PUT /api/reviews/:id': ({ reviewId }) => ({ url: `/api/reviews/${reviewId}`, payload: reviewBody({ stars: 1, text: 'Rewritten by whoever holds this token.' }) }),
    'DELETE /api/reviews/:id': ({ reviewId }) => ({ url: `/api/reviews/${reviewId}` }),
  };
  /**
   * Signed-in routes that name a program or someone else's review, open to every parent: they act
   * as the caller (their review, their vote, their report) and never change the named record's owner.
   */
  const actAsCaller = ['POST /api/catalogue/:id/reviews', 'POST /api/reviews/:id/helpful', 'POST /api/reviews/:id/report'];
  /** Signed-in routes that name no owner in the path: they act on the caller, whatever the body says (next test). */
  const callerOnly = ['POST /api/daycares', 'POST /api/routes', 'POST /api/auth/resend-verification'];

  const key = (route: RouteEntry) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  /**
   * Routes whose contract declares the bearer token; the matrix below proves each one answers 401 without it.
   * Provider and operator routes are bound to a role rather than an owner: their matrix is in
   * features/provider/roles-ownership.test.ts, which checks it covers every one of them.
   */
  const signedInRoutes = () => t.app.routeTable.filter((route) => Boolean(route.schema?.security) && !isRoleRoute(route));

  it('covers every signed-in route of the app', () => {
    const routes = signedInRoutes();
    const named = routes.filter((route) => route.url.includes(':') && !actAsCaller.includes(key(route)));
    expect(named.length).toBeGreaterThanOrEqual(Object.keys(ownerRequests).length);
    expect(named.map(key).filter((route) => !ownerRequests[route]), 'add these routes to ownerRequests').toEqual([]);
    const rest = routes.filter((route) => !route.url.includes(':')).map(key);
    expect(rest.filter((route) => !callerOnly.includes(route)), 'add these routes to callerOnly and test them').toEqual([]);
  });

  it('refuses every signed-in route on another parent records (no token, a forged one, the intruder own), and leaves them as they were', async () => {
    const records = {
      daycareId: savedDaycare.parse((await as(owner, 'POST', '/api/daycares', { name: 'Owner Kids' })).json()).id,
      routeId: savedRoute.parse((await as(owner, 'POST', '/api/routes', { origin: 'Home', destination: 'Work' })).json()).id,
      alertId: alert.parse(
        (
          await as(owner, 'POST', `/api/users/${owner.user.id}/alerts`, {
            place: { label: 'Home', lat: 42.36, lng: -71.06, radiusMiles: 1 },
            ageGroups: ['infant'],
            email: 'off',
          })
        ).json(),
      ).id,
      reviewId: review.parse((await as(owner, 'POST', `/api/catalogue/${program.id}/reviews`, reviewBody())).json()).id,
    };
    const ownerPreferences = { emailNotifications: false, locationServices: false, marketingEmails: true };
    expect((await as(owner, 'PUT', `/api/users/${owner.user.id}/preferences`, ownerPreferences)).statusCode).toBe(200);
    const before = await ownerView();

    // The intruder's own token with the payload rewritten to name the owner; the signature no longer matches.
    const [header, , signature] = intruder.token.split('.');
    const claims = { userId: owner.user.id, sub: owner.user.id, exp: Math.floor(Date.now() / 1000) + 3600 };
    const impersonation = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;

    const routes = signedInRoutes().filter((route) => route.url.includes(':') && !actAsCaller.includes(key(route)));
    for (const route of routes) {
      const { url, payload } = (ownerRequests[key(route)] as (typeof ownerRequests)[string])(records);
      const request = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as 'GET', url, headers, payload, remoteAddress: nextRemoteAddress() });
      const what = `${route.method} ${route.url}`;
      expect((await request({})).statusCode, what).toBe(401);
      expect((await request(bearer(impersonation))).statusCode, what).toBe(401);
      const refused = await request(bearer(intruder.token));
      expect([403, 404], what).toContain(refused.statusCode);
      if (route.method === 'HEAD') continue;
      const { error } = errorResponse.parse(refused.json());
      if (refused.statusCode === 403) expect(error, what).toBe(messages.auth.forbidden);
    }
    expect(await ownerView()).toEqual(before);
    // The owner's password still opens the account: no intrusion changed it or deleted the account.
    await signIn(owner);

    // The same requests from the owner succeed, so the refusals above were about the owner alone.
    for (const route of routes) {
      const { url, payload } = (ownerRequests[key(route)] as (typeof ownerRequests)[string])(records);
      // Deleting the owner would end the tests below; a parent of its own deletes itself after the loop.
      if (key(route) === 'DELETE /api/users/:id') continue;
      const response = await as(owner, route.method as 'GET', url, payload);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(300);
      // A password change signs out every other session and hands this one its next token.
      if (key(route) === 'PUT /api/users/:id/password') {
        owner = { ...owner, token: passwordChanged.parse(response.json()).token, password: (payload as { newPassword: string }).newPassword };
      }
      // Signing out everywhere ended this session too: the owner signs in again.
      if (key(route) === 'POST /api/users/:id/sign-out-everywhere') owner = { ...owner, token: await signIn(owner) };
    }
    const leaving = await registerParent(t.app);
    const left = await as(leaving, 'DELETE', `/api/users/${leaving.user.id}`, { password: leaving.password });
    expect(left.statusCode).toBe(204);
  });

  it('lets any parent review, vote and report as themselves only, and never changes the review they name', async () => {
    // Another parent, verified, so that writing and voting are theirs to do.
    const other = await registerVerified(t.app, t.database.db);
    const reviewId = review.parse((await as(owner, 'POST', `/api/catalogue/${program.id}/reviews`, reviewBody({ stars: 5 }))).json()).id;
    for (const url of [`/api/catalogue/${program.id}/reviews`, `/api/reviews/${reviewId}/helpful`, `/api/reviews/${reviewId}/report`]) {
      const payload = { ...reviewBody(), reason: 'spam' };
      expect((await t.app.inject({ method: 'POST', url, payload, remoteAddress: nextRemoteAddress() })).statusCode, url).toBe(401);
    }
    const planted = await as(other, 'POST', `/api/catalogue/${program.id}/reviews`, { ...reviewBody({ stars: 1 }), userId: owner.user.id });
    expect(planted.statusCode).toBe(201);
    expect(review.parse(planted.json()).mine).toBe(true);
    expect((await as(other, 'POST', `/api/reviews/${reviewId}/helpful`, { userId: owner.user.id })).statusCode).toBe(200);
    expect((await as(other, 'POST', `/api/reviews/${reviewId}/report`, { reason: 'spam', userId: owner.user.id })).statusCode).toBe(200);

    const ownerPage = reviewPage.parse((await as(owner, 'GET', `/api/catalogue/${program.id}/reviews`)).json());
    expect(ownerPage.own).toMatchObject({ id: reviewId, stars: 5, helpfulCount: 1, markedHelpful: false, reported: false });
    const intruderPage = reviewPage.parse((await as(other, 'GET', `/api/catalogue/${program.id}/reviews`)).json());
    expect(intruderPage.own).toMatchObject({ id: review.parse(planted.json()).id, stars: 1 });
    expect(intruderPage.reviews.find((shown) => shown.id === reviewId)).toMatchObject({ markedHelpful: true, reported: true, mine: false });
  });

  it('saves into the caller own lists whatever owner the body names', async () => {
    const daycare = await as(intruder, 'POST', '/api/daycares', { name: 'Planted', userId: owner.user.id });
    const route = await as(intruder, 'POST', '/api/routes', { origin: 'A', destination: 'B', userId: owner.user.id });
    expect([daycare.statusCode, route.statusCode]).toEqual([201, 201]);
    const ownerDaycares = (await as(owner, 'GET', `/api/users/${owner.user.id}/daycares`)).json() as { name: string }[];
    const ownerRoutes = (await as(owner, 'GET', `/api/users/${owner.user.id}/routes`)).json() as { origin: string }[];
    expect(ownerDaycares.map((item) => item.name)).not.toContain('Planted');
    expect(ownerRoutes.map((item) => item.origin)).not.toContain('A');
    const intruderDaycares = (await as(intruder, 'GET', `/api/users/${intruder.user.id}/daycares`)).json() as { name: string }[];
    expect(intruderDaycares.map((item) => item.name)).toContain('Planted');
  });

  it('sends a verification link to the caller own address whatever account the body names', async () => {
    const outbox = (to: string) => t.database.db.selectFrom('emailOutbox').select('id').where('toAddress', '=', to).execute();
    const ownerEmails = (await outbox(owner.user.emailId)).length;
    const sent = await as(intruder, 'POST', '/api/auth/resend-verification', { userId: owner.user.id, emailId: owner.user.emailId });
    expect(sent.statusCode).toBe(200);
    expect(await outbox(owner.user.emailId)).toHaveLength(ownerEmails);
    expect((await outbox(intruder.user.emailId)).length).toBe(2);
  });
});
