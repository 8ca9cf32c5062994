import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { program as programSchema } from '#shared/schemas/catalogue.js';
import { nearbyResponse, routeResponse } from '#shared/schemas/search.js';
import polyline from '@mapbox/polyline';
import { placeByCity } from '#server/geo/offline/gazetteer.js';
import type { GeoPoint } from '#server/geo/types.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const quincy = placeByCity('Quincy', 'MA') as GeoPoint;
const cambridge = placeByCity('Cambridge', 'MA') as GeoPoint;
const METERS_PER_DEGREE_LAT = 111_195;

/** A point `fraction` of the way from Quincy to Cambridge, moved `offsetMeters` east. */
function alongCommute(fraction: number, offsetMeters = 0): GeoPoint {
  const lat = quincy.lat + (cambridge.lat - quincy.lat) * fraction;
  const lng = quincy.lng + (cambridge.lng - quincy.lng) * fraction;
  return { lat, lng: lng + offsetMeters / (METERS_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180)) };
}

const onTheWay = makeProgram({ ...alongCommute(0.5), name: 'Halfway Montessori', category: 'montessori', ageGroups: ['toddler', 'preschool'], acceptsSubsidy: true, rating: 4.5, reviewCount: 12 });
const slightlyOff = makeProgram({ ...alongCommute(0.3, 600), name: 'Acorn Early Learning', category: 'daycare', ageGroups: ['infant', 'toddler'], acceptsSubsidy: false });
const farOff = makeProgram({ ...alongCommute(0.7, 3000), name: 'Zephyr Preschool', category: 'preschool', ageGroups: ['preschool'] });

describe.each(testEngines)('search API on %s (offline provider)', (engine) => {
  const t = useTestApp(engine, {}, [onTheWay, slightlyOff, farOff]);

  const get = (url: string) => t.app.inject({ url });

  describe('GET /api/search/route', () => {
    it('returns the programs within the corridor, with every result field, nearest detour first', async () => {
      const response = await get('/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA');
      expect(response.statusCode).toBe(200);
      const body = routeResponse.parse(response.json());
      expect(body.route).toMatchObject({ provider: 'offline', approximate: true });
      expect(body.route.distanceMeters).toBeGreaterThan(10_000);
      expect(polyline.decode(body.route.polyline).length).toBeGreaterThan(50);
      expect(body.total).toBe(2);
      expect(body.daycares.map((d) => d.name)).toEqual(['Halfway Montessori', 'Acorn Early Learning']);
      const [first, second] = body.daycares;
      expect(first?.distanceFromRouteMeters).toBeLessThan(50);
      expect(second?.distanceFromRouteMeters).toBeGreaterThan(500);
      expect(second?.distanceFromRouteMeters).toBeLessThan(700);
      expect(second?.detourSeconds).toBeGreaterThan(first?.detourSeconds ?? Infinity);
      expect(first?.alongRouteMeters).toBeGreaterThan(second?.alongRouteMeters ?? Infinity);
      expect(first).toMatchObject({ id: onTheWay.id, types: ['montessori'], rating: 4.5, reviews: 12, acceptsSubsidy: true, source: 'test' });
    });

    it('reports, per end, what was typed but not recognised', async () => {
      const body = routeResponse.parse((await get('/api/search/route?start=Quincy,%20MA&end=Qwxz,%20Cambridge,%20MA')).json());
      expect(body.start).not.toHaveProperty('unrecognised');
      expect(body.end).toMatchObject({ formattedAddress: 'Cambridge, MA', unrecognised: 'Qwxz' });
    });

    it('widens the corridor on request', async () => {
      const body = routeResponse.parse((await get('/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA&corridor=5000')).json());
      expect(body.total).toBe(3);
    });

    it('takes coordinates instead of addresses', async () => {
      const url = `/api/search/route?startLat=${quincy.lat}&startLng=${quincy.lng}&endLat=${cambridge.lat}&endLng=${cambridge.lng}`;
      expect(routeResponse.parse((await get(url)).json()).total).toBe(2);
    });

    it.each([
      ['type', 'type=daycare', ['Acorn Early Learning']],
      ['age group', 'ageGroup=preschool', ['Halfway Montessori']],
      ['subsidy', 'subsidy=true', ['Halfway Montessori']],
      ['keyword', 'keyword=acorn', ['Acorn Early Learning']],
    ])('filters by %s', async (_case, filter, names) => {
      const body = routeResponse.parse((await get(`/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA&${filter}`)).json());
      expect(body.daycares.map((d) => d.name)).toEqual(names);
    });

    it('sorts by name and pages', async () => {
      const base = '/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA&corridor=5000&sort=name';
      const all = routeResponse.parse((await get(base)).json());
      expect(all.daycares.map((d) => d.name)).toEqual(['Acorn Early Learning', 'Halfway Montessori', 'Zephyr Preschool']);
      const page = routeResponse.parse((await get(`${base}&limit=1&offset=1`)).json());
      expect(page.total).toBe(3);
      expect(page.daycares.map((d) => d.name)).toEqual(['Halfway Montessori']);
    });

    it.each([
      ['no end', '/api/search/route?start=Quincy'],
      ['blank start', '/api/search/route?start=&end=Cambridge'],
      ['nothing', '/api/search/route'],
    ])('answers 400 with the exact text for %s', async (_case, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: messages.validation.bothAddressesResults });
    });

    it('answers 422 with the exact text when an address cannot be found', async () => {
      const response = await get('/api/search/route?start=Qwxzzy%20Nowhereville&end=Cambridge,%20MA');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, error: messages.maps.noResults });
    });

    it.each([
      ['corridor too wide', 'corridor=9000', 'corridor must be between 1 and 5000'],
      ['unknown mode', 'mode=FLYING', undefined],
      ['unknown sort', 'sort=cheapest', undefined],
      ['unknown openings age group', 'openings=baby', 'openings must be an age group: infant, toddler, preschool, school-age'],
      ['openings twice', 'openings=infant&openings=toddler', 'openings must be an age group: infant, toddler, preschool, school-age'],
      ['price in words', 'maxMonthlyTuition=cheap', 'maxMonthlyTuition must be a number'],
      ['price with cents', 'maxMonthlyTuition=1500.50', 'maxMonthlyTuition must be whole dollars'],
      ['negative price', 'maxMonthlyTuition=-1', 'maxMonthlyTuition must be between 0 and 100000'],
      ['huge price', 'maxMonthlyTuition=1e9', 'maxMonthlyTuition must be between 0 and 100000'],
      ['hour 24', 'openBy=24:00', 'openBy must be a time as HH:MM (24-hour)'],
      ['time without minutes', 'openUntil=18', 'openUntil must be a time as HH:MM (24-hour)'],
      ['time in 12-hour words', 'openUntil=6pm', 'openUntil must be a time as HH:MM (24-hour)'],
      ['unknown language', 'language=xx', 'language must be an ISO 639-1 code such as en or es'],
      ['language by name', 'language=Spanish', 'language must be an ISO 639-1 code such as en or es'],
      ['unknown schedule', 'schedule=weekends', 'schedule must be a schedule: full-time, part-time, before-after-school, drop-in, summer'],
    ])('rejects %s with a 400', async (_case, extra, text) => {
      const response = await get(`/api/search/route?start=Quincy&end=Cambridge&${extra}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      if (text) expect(response.json().error).toBe(text);
    });
  });

  describe('GET /api/search/nearby', () => {
    it('returns programs within the radius, nearest first, with the origin', async () => {
      const near = alongCommute(0.5, 100);
      const response = await get(`/api/search/nearby?lat=${near.lat}&lng=${near.lng}&radius=2000`);
      expect(response.statusCode).toBe(200);
      const body = nearbyResponse.parse(response.json());
      expect(body.total).toBe(1);
      expect(body.daycares[0]).toMatchObject({ name: 'Halfway Montessori' });
      expect(body.daycares[0]?.distance).toBeGreaterThan(50);
      expect(body.daycares[0]?.distance).toBeLessThan(150);
    });

    it('geocodes a typed location and says how precisely', async () => {
      const body = nearbyResponse.parse((await get('/api/search/nearby?location=Quincy,%20MA&radius=50000')).json());
      expect(body.origin).toMatchObject({ provider: 'offline', precision: 'city' });
      expect(body.total).toBe(3);
    });

    it('labels the place with what was found and reports the part that was not recognised', async () => {
      const partly = nearbyResponse.parse((await get('/api/search/nearby?location=Blorfle%20Plaza%20Cambridge&radius=50000')).json());
      expect(partly.origin).toMatchObject({ formattedAddress: 'Cambridge, MA', precision: 'city', unrecognised: 'Blorfle Plaza' });
      expect(partly.origin).toMatchObject({ lat: cambridge.lat, lng: cambridge.lng });
      const known = nearbyResponse.parse((await get('/api/search/nearby?location=Kendall%20Sq%20Cambridge&radius=50000')).json());
      expect(known.origin).toMatchObject({ formattedAddress: 'Kendall Square, Cambridge, MA', precision: 'zip' });
      expect(known.origin).not.toHaveProperty('unrecognised');
    });

    it('answers no programs as a 200 with total 0', async () => {
      const body = nearbyResponse.parse((await get('/api/search/nearby?location=Springfield,%20MA&radius=1000')).json());
      expect(body).toMatchObject({ total: 0, daycares: [] });
    });

    it('answers 400 with the exact text when the location is missing', async () => {
      const response = await get('/api/search/nearby?location=');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: messages.validation.locationRequired });
    });
  });

  describe('GET /api/geo and /api/catalogue', () => {
    it('suggests places as the parent types', async () => {
      const response = await get('/api/geo/autocomplete?q=Cambr');
      expect(response.statusCode).toBe(200);
      const { suggestions } = response.json() as { suggestions: { description: string }[] };
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(8);
      expect(suggestions.map((s) => s.description).join(' ')).toContain('Cambridge, MA');
    });

    it('names the place at a position', async () => {
      const response = await get(`/api/geo/reverse?lat=${cambridge.lat}&lng=${cambridge.lng}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().address).toContain('MA');
    });

    it('shows one program in full, and 404 for an unknown id', async () => {
      const found = await get(`/api/catalogue/${encodeURIComponent(onTheWay.id)}`);
      expect(found.statusCode).toBe(200);
      expect(programSchema.parse(found.json())).toEqual(onTheWay);
      const missing = await get('/api/catalogue/test%3Anope');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().success).toBe(false);
    });
  });
});
