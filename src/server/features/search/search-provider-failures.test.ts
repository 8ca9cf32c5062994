import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { routeResponse } from '#shared/schemas/search.js';
import { ReplayServer } from '#server/geo/fixtures/replay-server.js';
import { createTestApp, testConfig, type TestApp } from '#server/test/test-app.js';

/** The search API on the OpenStreetMap providers, pointed at a local server replaying their failures. */
describe('search API when the map services fail', () => {
  let replay: ReplayServer;
  let t: TestApp;
  let place = 0;
  /** A new place name each time, so no answer comes from the geo cache. */
  const nextPlace = () => `Test Place ${(place += 1)}, MA`;
  const routeSearch = () =>
    t.app.inject({ url: `/api/search/route?start=${encodeURIComponent(nextPlace())}&end=${encodeURIComponent(nextPlace())}` });

  beforeAll(async () => {
    replay = await ReplayServer.start();
    const geo = { ...testConfig().geo, provider: 'osm' as const, photonUrl: replay.url, osrmUrl: replay.url, timeoutMs: 2000 };
    t = await createTestApp('sqlite', { geo });
  });
  afterAll(async () => {
    await t.close();
    await replay.close();
  });
  beforeEach(() => replay.reset());

  it('answers 503 "high demand" when the geocoder is over its limit', async () => {
    replay.on('GET', '/api', { status: 429, json: { message: 'Too many requests' } });
    const response = await routeSearch();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: messages.maps.overLimit });
  });

  it('answers 503 "not available" when the geocoder refuses us', async () => {
    replay.on('GET', '/api', { status: 403, json: { message: 'Forbidden' } });
    const response = await routeSearch();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: messages.maps.denied });
  });

  it('answers 422 when the geocoder finds nothing', async () => {
    replay.on('GET', '/api', { fixture: 'photon/empty.json' });
    const response = await routeSearch();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: messages.maps.noResults });
  });

  it('answers 502 "Could not draw route" with the router status when there is no road route', async () => {
    replay.on('GET', '/api', { fixture: 'photon/search-cambridge.json' });
    replay.on('GET', '/route/v1', { status: 400, fixture: 'osrm/no-route.json' });
    const response = await routeSearch();
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(new RegExp(`^${messages.maps.routeFailedPrefix} \\S+`));
  });

  it('falls back to the offline answer, and says so, when the services cannot be reached', async () => {
    replay.on('GET', '/', { status: 503, text: 'down for maintenance' });
    const response = await t.app.inject({ url: '/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA' });
    expect(response.statusCode).toBe(200);
    const body = routeResponse.parse(response.json());
    expect(body.start.provider).toBe('offline');
    expect(body.route).toMatchObject({ provider: 'offline', approximate: true });
    expect(replay.requests.length).toBeGreaterThan(0);
  });
});
