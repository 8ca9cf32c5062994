import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeekHours } from '#shared/schemas/listing.js';
import { routeResponse, type RouteResponse } from '#shared/schemas/search.js';
import { buildApp } from '#server/app.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { placeByCity } from '#server/geo/offline/gazetteer.js';
import { replayServerForTests } from '#server/geo/fixtures/replay-server.js';
import { harvardSquare, parkStreet } from '#server/geo/fixtures/recorded-trip.js';
import type { GeoPoint } from '#server/geo/types.js';
import { putSection } from '#server/test/listing-factory.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';

const quincy = placeByCity('Quincy', 'MA') as GeoPoint;
const cambridge = placeByCity('Cambridge', 'MA') as GeoPoint;
const alongCommute = (fraction: number, eastMeters = 0): GeoPoint => {
  const lat = quincy.lat + (cambridge.lat - quincy.lat) * fraction;
  return { lat, lng: quincy.lng + (cambridge.lng - quincy.lng) * fraction + eastMeters / (111_195 * Math.cos((lat * Math.PI) / 180)) };
};

const week = (open: string, close: string): WeekHours => {
  const day = { open, close };
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: null, sun: null };
};

// Quincy to Cambridge is about 13 km, some 20 minutes at the offline speed model's 40 km/h.
const allDay = makeProgram({ ...alongCommute(0.5), name: 'All Day Montessori' });
const opensLate = makeProgram({ ...alongCommute(0.3, 600), name: 'Late Start Preschool' });
const closesEarly = makeProgram({ ...alongCommute(0.7, 300), name: 'Early Close Daycare' });
const noHours = makeProgram({ ...alongCommute(0.4, 200), name: 'Unlisted Nursery' });
const HOURS = new Map([
  [allDay.id, week('07:00', '18:00')],
  [opensLate.id, week('08:30', '17:30')],
  [closesEarly.id, week('07:00', '17:05')],
]);

const ROUTE = '/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA';

describe.each(testEngines)('planning the day on the route search on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertPrograms(database.db, [allDay, opensLate, closesEarly, noHours]);
    for (const [id, hours] of HOURS) await putSection(database.db, id, 'hours', { week: hours, closedDates: [] }, new Date().toISOString());
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const search = async (extra: string): Promise<RouteResponse> => {
    const response = await app.inject({ url: `${ROUTE}${extra}` });
    expect(response.statusCode, response.body).toBe(200);
    return routeResponse.parse(response.json());
  };
  const byName = (body: RouteResponse, name: string) => body.daycares.find((daycare) => daycare.name === name);

  it('gives both legs without times, and says the plan is the working days, estimated offline', async () => {
    const body = await search('');
    expect(body.plan).toEqual({ departAt: null, arriveBy: null, returnAt: null, days: ['mon', 'tue', 'wed', 'thu', 'fri'], estimated: true });
    for (const daycare of body.daycares) {
      expect(daycare.morning.detourSeconds).toBe(daycare.detourSeconds);
      expect(daycare.morning.arrivesAt).toBeNull();
      expect(daycare.evening.arrivesAt).toBeNull();
      expect(daycare.evening.detourSeconds).toBeGreaterThanOrEqual(0);
    }
    expect(byName(body, 'All Day Montessori')?.morning).toMatchObject({ open: null, opens: '07:00', closes: '18:00', closedDays: [] });
    expect(byName(body, 'Unlisted Nursery')?.morning).toMatchObject({ open: null, opens: null, closes: null });
  });

  it('gives each program its arrival times and whether it is open then', async () => {
    const body = await search('&departAt=07:45&returnAt=17:00');
    expect(body.plan).toMatchObject({ departAt: '07:45', returnAt: '17:00' });
    const allDayResult = byName(body, 'All Day Montessori');
    expect(allDayResult?.morning).toMatchObject({ open: true, opens: '07:00', closes: '18:00' });
    expect(allDayResult?.morning.arrivesAt).toMatch(/^07:5\d$/);
    expect(allDayResult?.evening).toMatchObject({ open: true });
    expect(allDayResult?.evening.arrivesAt).toMatch(/^17:[01]\d$/);
    expect(byName(body, 'Late Start Preschool')?.morning).toMatchObject({ open: false, opens: '08:30' });
    expect(byName(body, 'Early Close Daycare')?.morning.open).toBe(true);
    expect(byName(body, 'Early Close Daycare')?.evening).toMatchObject({ open: false, closes: '17:05' });
    expect(byName(body, 'Unlisted Nursery')?.morning).toMatchObject({ open: null, opens: null });
  });

  it('counts the morning back from arriveBy', async () => {
    const body = await search('&arriveBy=09:00');
    expect(byName(body, 'All Day Montessori')?.morning.arrivesAt).toMatch(/^08:[45]\d$/);
    expect(byName(body, 'Late Start Preschool')?.morning.open).toBe(true);
  });

  it('keeps only the programs that fit both legs, before paging', async () => {
    const body = await search('&departAt=07:45&returnAt=17:00&fits=true&corridor=2000');
    expect(body.total).toBe(1);
    expect(body.daycares.map((daycare) => daycare.name)).toEqual(['All Day Montessori']);
    // One leg given: only that leg decides.
    const morningOnly = await search('&departAt=07:45&fits=true&corridor=2000');
    expect(morningOnly.daycares.map((daycare) => daycare.name).sort()).toEqual(['All Day Montessori', 'Early Close Daycare']);
    expect((await search('&departAt=07:45&returnAt=17:00&fits=true&corridor=2000&offset=1')).daycares).toEqual([]);
  });

  it('names the chosen days a program is closed', async () => {
    const body = await search('&departAt=07:45&days=fri,sat');
    expect(body.plan.days).toEqual(['fri', 'sat']);
    expect(byName(body, 'All Day Montessori')?.morning).toMatchObject({ open: false, closedDays: ['sat'] });
  });

  it('sorts by the detour of both legs together, and pages in that order', async () => {
    const body = await search('&sort=totalDetour&corridor=2000');
    const totals = body.daycares.map((daycare) => daycare.morning.detourSeconds + daycare.evening.detourSeconds);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(body.daycares).toHaveLength(4);
    const second = await search('&sort=totalDetour&corridor=2000&limit=1&offset=1');
    expect(second.total).toBe(4);
    expect(second.daycares.map((daycare) => daycare.id)).toEqual([body.daycares[1]?.id]);
  });

  it.each([
    ['a time without a colon', 'departAt=0745', 'departAt must be a time as HH:MM (24-hour)'],
    ['hour 24', 'returnAt=24:00', 'returnAt must be a time as HH:MM (24-hour)'],
    ['a time in words', 'arriveBy=9am', 'arriveBy must be a time as HH:MM (24-hour)'],
    ['both departAt and arriveBy', 'departAt=07:45&arriveBy=09:00', 'Give departAt or arriveBy, not both'],
    ['an unknown day', 'days=mon,funday', undefined],
    ['a day twice', 'days=mon,mon', 'days names a day twice'],
    ['fits as a word', 'fits=yes', 'fits must be one of: true, false'],
  ])('rejects %s with a 400 naming the field', async (_case, extra, text) => {
    const response = await app.inject({ url: `${ROUTE}&${extra}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    if (text) expect(response.json().error).toBe(text);
    else expect(response.json().error).toMatch(/^days /);
  });
});

/** The legs measured by OSRM's table: one request for the page, and what it measures decides. */
describe('planning the day on OSRM road durations', () => {
  const replay = replayServerForTests();
  // On the recorded route line, so the estimates see no detour for either.
  const first = makeProgram({ lat: 42.353, lng: -71.08, name: 'A Beacon Street Daycare' });
  const second = makeProgram({ lat: 42.3655, lng: -71.1035, name: 'B Central Square Preschool' });
  // [start, end, first, second] to each other, in seconds: from work to the second is 67 minutes.
  const table = {
    code: 'Ok',
    durations: [
      [0, 861, 300, 600],
      [870, 0, 560, 4000],
      [310, 570, 0, 300],
      [610, 270, 300, 0],
    ],
  };
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await upsertPrograms(database.db, [first, second]);
    for (const program of [first, second]) {
      await putSection(database.db, program.id, 'hours', { week: week('07:00', '18:00'), closedDates: [] }, new Date().toISOString());
    }
    const geo = { ...testConfig().geo, provider: 'osm' as const, osrmUrl: replay.url, photonUrl: replay.url };
    app = await buildApp({ config: testConfig({ geo }), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('measures the page in one table request and drops a program the measurement shows does not fit', async () => {
    replay.on('GET', '/route/v1/driving/', { fixture: 'osrm/route-boston-cambridge.json' });
    replay.on('GET', '/table/v1/driving/', { json: table });
    const ends = `startLat=${parkStreet.lat}&startLng=${parkStreet.lng}&endLat=${harvardSquare.lat}&endLng=${harvardSquare.lng}`;
    const response = await app.inject({ url: `/api/search/route?${ends}&sort=name&departAt=07:45&returnAt=17:00&fits=true` });
    expect(response.statusCode, response.body).toBe(200);
    const body = routeResponse.parse(response.json());
    expect(body.plan.estimated).toBe(false);
    // Both fit by the estimate; measured, the second is reached at 18:07, after it closes.
    expect(body.total).toBe(2);
    expect(body.daycares.map((daycare) => daycare.name)).toEqual(['A Beacon Street Daycare']);
    expect(body.daycares[0]?.morning).toMatchObject({ detourSeconds: 9, arrivesAt: '07:50', open: true });
    expect(body.daycares[0]?.evening).toMatchObject({ detourSeconds: 0, arrivesAt: '17:09', open: true });
    expect(replay.requestsTo('/table/')).toHaveLength(1);
  });
});
