import { beforeAll, describe, expect, it } from 'vitest';
import { compareResponse } from '#shared/schemas/compare.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { programWithListing } from '#shared/schemas/listing.js';
import { routeResponse } from '#shared/schemas/search.js';
import { putSection } from '#server/test/listing-factory.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const acorn = makeProgram({ lat: 42.2529, lng: -71.0023, name: 'Acorn Early Learning', capacity: 40, acceptsSubsidy: true, firstLicensedAt: '2011-04-02' });
const harbor = makeProgram({ lat: 42.26, lng: -71.01, name: 'Harbor Kids Preschool', category: 'preschool', capacity: 18 });
const willow = makeProgram({ lat: 42.27, lng: -71.02, name: 'Willow Family Childcare', category: 'childcare', capacity: 8 });
const fourth = makeProgram({ lat: 42.28, lng: -71.03, name: 'Fourth Place' });

const openings = { ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] };
const tuition = { rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 1900, maxDollars: 2300 }], registrationFeeDollars: 75, waitlistFeeDollars: null };

describe.each(testEngines)('GET /api/compare on %s', (engine) => {
  const t = useTestApp(engine, {}, [acorn, harbor, willow, fourth]);
  beforeAll(async () => {
    await putSection(t.database.db, acorn.id, 'openings', openings, '2026-11-20T10:00:00.000Z', 'provider');
    await putSection(t.database.db, acorn.id, 'tuition', tuition, '2026-11-01T10:00:00.000Z', 'feed');
  });

  const compare = (query: string) => t.app.inject({ url: `/api/compare?${query}` });
  const ids = (...programs: { id: string }[]) => `ids=${programs.map((program) => encodeURIComponent(program.id)).join(',')}`;

  it('answers each program in the order asked, with the same facts and listing as its program page', async () => {
    const response = await compare(ids(willow, acorn, harbor));
    expect(response.statusCode).toBe(200);
    const body = compareResponse.parse(response.json());
    expect(body.programs.map((program) => program.name)).toEqual([willow.name, acorn.name, harbor.name]);
    expect(body.missing).toEqual([]);
    for (const compared of body.programs) {
      const page = programWithListing.parse((await t.app.inject({ url: `/api/catalogue/${encodeURIComponent(compared.id)}` })).json());
      const { legs, ...facts } = compared;
      expect(facts).toEqual(page);
      expect(legs).toBeNull();
    }
    const [, acornCompared, harborCompared] = body.programs;
    expect(acornCompared).toMatchObject({ capacity: 40, acceptsSubsidy: true, firstLicensedAt: '2011-04-02', reviewCount: 0, rating: null });
    expect(acornCompared?.listing.openings).toEqual({ data: openings, updatedAt: '2026-11-20T10:00:00.000Z', updatedVia: 'provider' });
    expect(acornCompared?.listing.tuition?.updatedVia).toBe('feed');
    expect(harborCompared?.listing).toEqual({ openings: null, tuition: null, hours: null, offers: null });
  });

  it('drops ids the catalogue does not hold and names them, so a shared link still shows the rest', async () => {
    const body = compareResponse.parse((await compare(`ids=gone:1,${encodeURIComponent(acorn.id)},gone:2`)).json());
    expect(body.programs.map((program) => program.id)).toEqual([acorn.id]);
    expect(body.missing).toEqual(['gone:1', 'gone:2']);
  });

  it('ignores blanks and spaces between the commas', async () => {
    const body = compareResponse.parse((await compare(`ids=%20${encodeURIComponent(acorn.id)}%20,,${encodeURIComponent(harbor.id)},`)).json());
    expect(body.programs.map((program) => program.id)).toEqual([acorn.id, harbor.id]);
  });

  it('reads a repeated parameter as one list', async () => {
    const body = compareResponse.parse((await compare(`${ids(harbor)}&${ids(willow, acorn)}`)).json());
    expect(body.programs.map((program) => program.id)).toEqual([harbor.id, willow.id, acorn.id]);
  });

  it('gives each program its legs on the route it is compared for, the same as the route search shows', async () => {
    const day = 'start=Quincy%2C%20MA&end=Cambridge%2C%20MA&departAt=07%3A30&returnAt=17%3A30&days=mon,wed';
    const response = await compare(`${ids(acorn, harbor)}&${day}`);
    expect(response.statusCode).toBe(200);
    const compared = compareResponse.parse(response.json()).programs;
    expect(compared.every((program) => program.legs !== null)).toBe(true);
    const searched = routeResponse.parse((await t.app.inject({ url: `/api/search/route?${day}&corridor=5000` })).json()).daycares;
    for (const program of compared) {
      const result = searched.find(({ id }) => id === program.id);
      expect(result, program.name).toBeDefined();
      expect(program.legs).toEqual({ distanceFromRouteMeters: result?.distanceFromRouteMeters, morning: result?.morning, evening: result?.evening });
    }
    // Without a route there are no legs.
    expect(compareResponse.parse((await compare(ids(acorn))).json()).programs[0]?.legs).toBeNull();
    const badTime = await compare(`${ids(acorn)}&departAt=25%3A00`);
    expect(badTime.statusCode).toBe(400);
    expect(errorResponse.parse(badTime.json()).error).toMatch(/departAt/);
  });

  it.each([
    ['no ids', ''],
    ['an empty list', 'ids='],
    ['only commas', 'ids=,,'],
    ['four programs', ids(acorn, harbor, willow, fourth)],
    ['a program twice', ids(acorn, acorn)],
    ['four programs over repeated parameters', `${ids(acorn, harbor)}&${ids(willow, fourth)}`],
    ['an id too long', `ids=${'x'.repeat(201)}`],
    ['a control character', 'ids=a%00b'],
  ])('refuses %s with a 400 naming ids', async (_case, query) => {
    const response = await compare(query);
    expect(response.statusCode).toBe(400);
    const body = errorResponse.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toMatch(/\bids\b/);
  });
});
