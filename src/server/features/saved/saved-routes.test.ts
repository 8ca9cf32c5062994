import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { savedRoute, savedRouteList } from '#shared/schemas/saved.js';
import { registerParent } from '#server/test/factories.js';
import { savedListRequests } from '#server/test/saved-list-requests.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const commute = { origin: '12 Elm St, Somerville, MA', destination: '1 Main St, Cambridge, MA' };

describe.each(testEngines)('saved routes API on %s', (engine) => {
  const t = useTestApp(engine);

  const { save, list, remove } = savedListRequests(() => t.app, 'routes', savedRouteList);

  describe('POST /api/routes', () => {
    it('saves the route with the defaults and both naming variants', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, commute);
      expect(response.statusCode).toBe(201);
      const body = savedRoute.parse(response.json());
      expect(body).toEqual({
        id: expect.any(String),
        origin: commute.origin,
        destination: commute.destination,
        startAddress: commute.origin,
        endAddress: commute.destination,
        travelMode: 'DRIVING',
        daycareCount: null,
        waypoints: [],
        createdAt: expect.any(String),
      });
      expect(await list(parent)).toEqual([body]);
    });

    it('keeps the travel mode, daycare count and waypoints sent', async () => {
      const parent = await registerParent(t.app);
      const waypoints = ['5 Oak Ave, Cambridge, MA', { lat: 42.37, lng: -71.11 }];
      const response = await save(parent, { ...commute, travelMode: 'TRANSIT', daycareCount: 7, waypoints });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ travelMode: 'TRANSIT', daycareCount: 7, waypoints });
      expect((await list(parent))[0]).toMatchObject({ travelMode: 'TRANSIT', daycareCount: 7, waypoints });
    });

    it.each([
      ['no origin', { destination: commute.destination }],
      ['no destination', { origin: commute.origin }],
      ['a blank origin', { ...commute, origin: '   ' }],
      ['a null destination', { ...commute, destination: null }],
      ['neither address', {}],
    ])('answers 400 with the exact text for %s and saves nothing', async (_case, payload) => {
      const parent = await registerParent(t.app);
      const response = await save(parent, payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json())).toMatchObject({ success: false, error: messages.validation.bothAddresses });
      expect(await list(parent)).toEqual([]);
    });

    it.each([
      ['an origin that is not text', { ...commute, origin: 12 }, 'Origin must be text'],
      ['a destination too long', { ...commute, destination: 'x'.repeat(301) }, 'Destination must be at most 300 characters'],
      ['an unknown travel mode', { ...commute, travelMode: 'FLYING' }, 'Travel mode must be one of DRIVING, WALKING, BICYCLING, TRANSIT'],
      ['a fractional daycare count', { ...commute, daycareCount: 1.5 }, 'Daycare count must be a whole number'],
      ['a negative daycare count', { ...commute, daycareCount: -2 }, 'Daycare count cannot be negative'],
      ['waypoints that are not a list', { ...commute, waypoints: 'Elm St' }, 'Waypoints must be a list'],
      ['a waypoint of the wrong shape', { ...commute, waypoints: [{ x: 1 }] }, 'Each waypoint must be an address or a point with lat and lng'],
      ['too many waypoints', { ...commute, waypoints: Array.from({ length: 26 }, () => 'Elm St') }, 'A route can have at most 25 waypoints'],
      ['a plan time without a colon', { ...commute, plan: { departAt: '0745' } }, 'departAt must be a time as HH:MM (24-hour)'],
      ['a plan with departAt and arriveBy', { ...commute, plan: { departAt: '07:45', arriveBy: '09:00' } }, 'Give departAt or arriveBy, not both'],
      ['a plan day that is not a day', { ...commute, plan: { days: ['mon', 'caturday'] } }, 'days must be days of the week: mon, tue, wed, thu, fri, sat, sun'],
      ['a plan naming a day twice', { ...commute, plan: { days: ['mon', 'mon'] } }, 'days names a day twice'],
      ['a plan without days', { ...commute, plan: { days: [] } }, 'days must name at least one day'],
      ['a plan that is not an object', { ...commute, plan: 'mornings' }, 'plan must be an object'],
    ])('rejects %s with a 400 naming the field', async (_case, payload, text) => {
      const parent = await registerParent(t.app);
      const response = await save(parent, payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json())).toMatchObject({ success: false, error: text });
    });
  });

  describe('the parent\'s day kept with the route', () => {
    it('keeps the times and days sent, and gives them back in the list', async () => {
      const parent = await registerParent(t.app);
      const plan = { departAt: '07:45', returnAt: '17:00', days: ['mon', 'wed', 'fri'] };
      const response = await save(parent, { ...commute, plan });
      expect(response.statusCode).toBe(201);
      expect(savedRoute.parse(response.json()).plan).toEqual({ ...plan, arriveBy: null });
      expect((await list(parent))[0]?.plan).toEqual({ ...plan, arriveBy: null });
    });

    it('takes arriveBy instead, and the working days when no days are sent', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, { ...commute, plan: { arriveBy: '08:30' } });
      expect(savedRoute.parse(response.json()).plan).toEqual({
        departAt: null,
        arriveBy: '08:30',
        returnAt: null,
        days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      });
    });

    it('has no plan when the route was saved without one', async () => {
      const parent = await registerParent(t.app);
      const body = savedRoute.parse((await save(parent, commute)).json());
      expect(body).not.toHaveProperty('plan');
    });
  });

  describe('the same route saved twice', () => {
    it.each([
      ['as it was', commute],
      ['in other letter case, with spaces around', { origin: ` ${commute.origin.toUpperCase()} `, destination: commute.destination.toLowerCase() }],
    ])('answers 409 for a route saved again %s and keeps one entry', async (_case, again) => {
      const parent = await registerParent(t.app);
      expect((await save(parent, commute)).statusCode).toBe(201);
      const second = await save(parent, again);
      expect(second.statusCode).toBe(409);
      expect(errorResponse.parse(second.json())).toMatchObject({ success: false, error: messages.saved.routeAlreadySaved });
      expect(await list(parent)).toHaveLength(1);
    });

    it('keeps exactly one of three identical saves racing each other', async () => {
      const parent = await registerParent(t.app);
      const responses = await Promise.all([save(parent, commute), save(parent, commute), save(parent, commute)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await list(parent)).toHaveLength(1);
    });

    it('is another route with its ends swapped or another travel mode, and another parent may save it too', async () => {
      const parent = await registerParent(t.app);
      const other = await registerParent(t.app);
      expect((await save(parent, commute)).statusCode).toBe(201);
      expect((await save(parent, { origin: commute.destination, destination: commute.origin })).statusCode).toBe(201);
      expect((await save(parent, { ...commute, travelMode: 'WALKING' })).statusCode).toBe(201);
      expect((await save(other, commute)).statusCode).toBe(201);
      expect(await list(parent)).toHaveLength(3);
    });

    it('can be saved again once removed', async () => {
      const parent = await registerParent(t.app);
      const first = savedRoute.parse((await save(parent, commute)).json());
      expect((await remove(parent, first.id)).statusCode).toBe(204);
      expect((await save(parent, commute)).statusCode).toBe(201);
    });
  });

  describe('GET /api/users/:userId/routes', () => {
    it('lists only the parent own routes, newest first', async () => {
      const parent = await registerParent(t.app);
      const other = await registerParent(t.app);
      await save(other, { origin: 'Not', destination: 'Mine' });
      for (const origin of ['First', 'Second', 'Third']) {
        expect((await save(parent, { origin, destination: 'Work' })).statusCode).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      expect((await list(parent)).map((route) => route.startAddress)).toEqual(['Third', 'Second', 'First']);
    });
  });

  describe('DELETE /api/routes/:id', () => {
    it('removes the parent own route, then answers 404 for it', async () => {
      const parent = await registerParent(t.app);
      const kept = savedRoute.parse((await save(parent, commute)).json());
      const gone = savedRoute.parse((await save(parent, { origin: 'Home', destination: 'Gym' })).json());
      const response = await remove(parent, gone.id);
      expect(response.statusCode).toBe(204);
      expect(await list(parent)).toEqual([kept]);
      const again = await remove(parent, gone.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, error: messages.saved.routeNotFound });
    });
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
  ])('answers 401 on every endpoint with %s', async (_case, headers) => {
    const parent = await registerParent(t.app);
    const saved = savedRoute.parse((await save(parent, commute)).json());
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/routes', headers, payload: commute }),
      t.app.inject({ url: `/api/users/${parent.user.id}/routes`, headers }),
      t.app.inject({ method: 'DELETE', url: `/api/routes/${saved.id}`, headers }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: messages.auth.unauthorized });
    }
    expect(await list(parent)).toEqual([saved]);
  });
});
