import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { nearbyResponse, routeResponse } from '#shared/schemas/search.js';
import { loadConfig } from '#server/config.js';
import { fixtureText, ReplayServer, type RecordedResponse } from '#server/geo/fixtures/replay-server.js';
import { OfflineGeocoder } from '#server/geo/offline/offline-geocoder.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';

/**
 * The app on the OpenStreetMap and Google adapters, configured through the environment to use a
 * local server that injects faults: every fault ends after a bounded number of attempts, spaced
 * by a back-off, in the offline answer or the product's exact text (docs/decisions/0005), and the app
 * keeps answering meanwhile and afterwards.
 */
const TIMEOUT_MS = 300;
const BACKOFF_MS = 20;

interface Fault {
  name: string;
  /** The fault, given the service's good answer and an answer that breaks its documented schema. */
  answer: (good: RecordedResponse, broken: RecordedResponse) => RecordedResponse;
  attempts: number;
  /** offline: the fallback answer; over-limit: 503 "high demand"; refused: 502, the lookup failed. */
  outcome: 'offline' | 'over-limit' | 'refused';
}

const FAULTS: Fault[] = [
  { name: 'hangs past the timeout', answer: () => ({ hang: true }), attempts: 1, outcome: 'offline' },
  {
    name: 'answers 429 with Retry-After: 0',
    answer: () => ({ status: 429, headers: { 'Retry-After': '0' }, text: 'Too Many Requests' }),
    attempts: 3,
    outcome: 'over-limit',
  },
  {
    name: 'answers 429 asking to wait an hour',
    answer: () => ({ status: 429, headers: { 'Retry-After': '3600' }, text: 'Too Many Requests' }),
    attempts: 1,
    outcome: 'over-limit',
  },
  { name: 'answers 500', answer: () => ({ status: 500, text: 'Internal Server Error' }), attempts: 3, outcome: 'offline' },
  {
    name: 'answers 502 from its proxy',
    answer: () => ({ status: 502, headers: { 'Content-Type': 'text/html' }, text: '<html><body>502 Bad Gateway</body></html>' }),
    attempts: 3,
    outcome: 'offline',
  },
  {
    name: 'answers 503',
    answer: () => ({ status: 503, json: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } }),
    attempts: 3,
    outcome: 'offline',
  },
  { name: 'sends malformed JSON', answer: () => ({ text: fixtureText('photon/truncated.txt') }), attempts: 1, outcome: 'offline' },
  { name: 'drops the connection mid-body', answer: (good) => ({ ...good, truncated: true }), attempts: 3, outcome: 'offline' },
  { name: 'breaks its documented schema', answer: (_good, broken) => broken, attempts: 1, outcome: 'offline' },
  // A wrong base URL: the service is there but refuses the request, which a retry or the offline answer would hide.
  { name: 'answers 404', answer: () => ({ status: 404, text: 'Not Found' }), attempts: 1, outcome: 'refused' },
];

/** Towns the offline gazetteer suggests, one per fault, so no suggestion comes from the geo cache. */
const TOWNS = ['Medford', 'Malden', 'Waltham', 'Belmont', 'Arlington', 'Lexington', 'Woburn', 'Dedham', 'Needham', 'Brookline'];

type Service = 'geocode' | 'route' | 'autocomplete' | 'reverse';

interface Upstream {
  method: 'GET' | 'POST';
  path: string;
  good: RecordedResponse;
  broken: RecordedResponse;
  /** What the API says when this good answer came through: the provider, or the text it produced. */
  goodAnswer: string;
}

interface Provider {
  name: 'osm' | 'google';
  env: (url: string) => Record<string, string>;
  upstream: Record<Service, Upstream>;
  /** Other calls the service makes, answered well. */
  alsoAnswers: (replay: ReplayServer) => void;
}

/** Photon answers a search and a reverse lookup in one schema, so one answer breaks every service it gives. */
const photon = (path: string, good: string, goodAnswer: string): Upstream => ({
  method: 'GET',
  path,
  good: { fixture: good },
  broken: { fixture: 'photon/schema-mismatch.json' },
  goodAnswer,
});

/** Google's Geocoding API answers a geocode and a reverse geocode at one URL, in one schema. */
const googleGeocoding = (good: string, goodAnswer: string): Upstream => ({
  method: 'GET',
  path: '/google/geocode/json',
  good: { fixture: good },
  broken: { json: { status: 'OK', results: [{ formatted_address: '12 Elm St', geometry: { location: '42.39,-71.11' } }] } },
  goodAnswer,
});

const PROVIDERS: Provider[] = [
  {
    name: 'osm',
    env: (url) => ({ GEO_PROVIDER: 'osm', PHOTON_URL: `${url}/photon`, OSRM_URL: `${url}/osrm`, OVERPASS_URL: `${url}/overpass` }),
    upstream: {
      geocode: photon('/photon/api', 'photon/search-elm-street.json', 'osm'),
      route: {
        method: 'GET',
        path: '/osrm/route/v1/',
        good: { fixture: 'osrm/route-boston-cambridge.json' },
        broken: { json: { code: 'Ok', routes: [{ distance: 5903, duration: 'about 10 minutes', geometry: '_p~iF~ps|U' }] } },
        goodAnswer: 'osm',
      },
      autocomplete: photon('/photon/api', 'photon/search-cambridge.json', 'Cambridge, MA | Harvard Square, Cambridge, MA'),
      reverse: photon('/photon/reverse', 'photon/reverse-harvard-yard.json', 'Harvard University, 1350 Massachusetts Avenue, Cambridge, MA 02138'),
    },
    alsoAnswers: () => undefined,
  },
  {
    name: 'google',
    env: (url) => ({
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_API_KEY: 'test-key',
      GOOGLE_GEOCODE_URL: `${url}/google/geocode/json`,
      GOOGLE_PLACES_URL: `${url}/google/places/v1`,
      GOOGLE_ROUTES_URL: `${url}/google/routes`,
    }),
    upstream: {
      geocode: googleGeocoding('google/geocode-elm-street.json', 'google'),
      route: {
        method: 'POST',
        path: '/google/routes/directions/v2:computeRoutes',
        good: { fixture: 'google/routes-boston-cambridge.json' },
        broken: { json: { routes: [{ distanceMeters: '5.9 km', polyline: {} }] } },
        goodAnswer: 'google',
      },
      autocomplete: {
        method: 'POST',
        path: '/google/places/v1/places:autocomplete',
        good: { fixture: 'google/autocomplete-newt.json' },
        broken: { json: { suggestions: [{ placePrediction: { placeId: 7, text: 'Newton, MA' } }] } },
        goodAnswer: 'Newton, MA | Newton Centre, Newton, MA',
      },
      reverse: googleGeocoding('google/geocode-reverse-harvard.json', '1350 Massachusetts Ave, Cambridge, MA 02138'),
    },
    // Each suggestion is placed by a Geocoding call by place ID.
    alsoAnswers: (replay) => replay.on('GET', '/google/geocode/json', { fixture: 'google/geocode-place-newton-centre.json' }),
  },
];

const offline = new OfflineGeocoder();

/** The request for one service, its input unique to the test (n) so that nothing comes from the geo cache. */
const SERVICES: Record<Service, { url: (n: number) => string; answer: (response: LightMyRequestResponse) => string; offlineAnswer: (n: number) => Promise<string> }> = {
  geocode: {
    url: (n) => `/api/search/nearby?location=${encodeURIComponent(`${n} Elm St, Somerville, MA 02144`)}`,
    answer: (response) => nearbyResponse.parse(response.json()).origin.provider,
    offlineAnswer: () => Promise.resolve('offline'),
  },
  route: {
    url: (n) => `/api/search/route?startLat=${42.25 + n / 1000}&startLng=-71.0&endLat=42.3736&endLng=-71.1097`,
    answer: (response) => routeResponse.parse(response.json()).route.provider,
    offlineAnswer: () => Promise.resolve('offline'),
  },
  autocomplete: {
    url: (n) => `/api/geo/autocomplete?q=${town(n)}`,
    answer: (response) => (response.json() as { suggestions: { description: string }[] }).suggestions.map((s) => s.description).join(' | '),
    offlineAnswer: async (n) => (await offline.autocomplete(town(n), 8)).map((s) => s.description).join(' | '),
  },
  reverse: {
    url: (n) => `/api/geo/reverse?lat=${reversePoint(n).lat}&lng=${reversePoint(n).lng}`,
    answer: (response) => (response.json() as { address: string }).address,
    offlineAnswer: async (n) => (await offline.reverse(reversePoint(n)))?.address ?? '',
  },
};

function town(n: number): string {
  const name = TOWNS[n];
  if (!name) throw new Error(`TOWNS needs a town for fault ${n}`);
  return name;
}

function reversePoint(n: number) {
  return { lat: 42.37 + n / 1000, lng: -71.11 };
}

const CASES = (['geocode', 'route', 'autocomplete', 'reverse'] as const).flatMap((service) =>
  FAULTS.map((fault, index) => ({ service, fault, index })),
);

describe.each(PROVIDERS)('the app on $name when its map service fails', (provider) => {
  let replay: ReplayServer;
  let t: TestApp;

  beforeAll(async () => {
    replay = await ReplayServer.start();
    const env = { ...provider.env(replay.url), GEO_TIMEOUT_MS: String(TIMEOUT_MS), GEO_RETRY_BACKOFF_MS: String(BACKOFF_MS), JWT_SECRET: 's'.repeat(32) };
    t = await createTestApp('sqlite', { geo: loadConfig(env).geo });
  });
  afterAll(async () => {
    await t.close();
    await replay.close();
  });
  beforeEach(() => {
    replay.reset();
    provider.alsoAnswers(replay);
  });

  it.each(CASES)('$service: when it $fault.name', async ({ service, fault, index }) => {
    const upstream = provider.upstream[service];
    const { url, answer, offlineAnswer } = SERVICES[service];
    const faulty = fault.answer(upstream.good, upstream.broken);
    // The fault for as many attempts as are allowed, then a good answer: one attempt too many would get it.
    replay.on(upstream.method, upstream.path, ...Array.from({ length: fault.attempts }, () => faulty), upstream.good);

    const response = await t.app.inject({ url: url(index) });

    const attempts = replay.requestsTo(upstream.path);
    expect(attempts).toHaveLength(fault.attempts);
    ReplayServer.gaps(attempts).forEach((gap, retry) => expect(gap).toBeGreaterThanOrEqual(BACKOFF_MS * 2 ** retry - 1));
    if (fault.outcome === 'offline') {
      expect(response.statusCode).toBe(200);
      expect(answer(response)).toBe(await offlineAnswer(index));
    } else if (fault.outcome === 'over-limit') {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, error: messages.maps.overLimit, code: 'OVER_LIMIT' });
    } else {
      expect(response.statusCode).toBe(502);
      const error = service === 'route' ? `${messages.maps.routeFailedPrefix} HTTP 404` : messages.maps.other;
      expect(response.json()).toMatchObject({ success: false, error });
    }

    // Healthy, and the failure was not cached: the same request now gets the service's answer.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const again = await t.app.inject({ url: url(index) });
    expect(again.statusCode).toBe(200);
    expect(answer(again)).toBe(upstream.goodAnswer);
    expect(replay.requestsTo(upstream.path)).toHaveLength(fault.attempts + 1);
  });

  it('answers other requests while the service hangs, before the hanging one', async () => {
    const { geocode } = provider.upstream;
    const others = {
      health: '/api/health',
      blog: '/api/blog',
      nearbyByPosition: '/api/search/nearby?lat=42.3736&lng=-71.1097',
    };
    // Warm up first, so the timing below is about waiting, not about a first request's set-up.
    for (const other of Object.values(others)) expect((await t.app.inject({ url: other })).statusCode).toBe(200);
    replay.on(geocode.method, geocode.path, { hang: true });

    const finishedAt = new Map<string, number>();
    const timed = (name: string, url: string) =>
      t.app.inject({ url }).then((response) => {
        finishedAt.set(name, performance.now());
        return response;
      });
    const started = performance.now();
    const hanging = timed('hanging', SERVICES.geocode.url(100));
    const answers = await Promise.all(Object.entries(others).map(([name, url]) => timed(name, url)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    expect(SERVICES.geocode.answer(await hanging)).toBe('offline');
    const hungFor = (finishedAt.get('hanging') ?? 0) - started;
    expect(hungFor).toBeGreaterThanOrEqual(TIMEOUT_MS - 1);
    for (const name of Object.keys(others)) expect(finishedAt.get(name)).toBeLessThan(finishedAt.get('hanging') ?? 0);
    expect(replay.requestsTo(geocode.path)).toHaveLength(1);
  });
});
