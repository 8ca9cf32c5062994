import fc from 'fast-check';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHILDCARE_CATEGORIES } from '#shared/constants.js';
import { AGE_GROUPS, WEEKDAYS } from '#shared/constants.js';
import { LOCATION_PRECISIONS } from '#shared/schemas/catalogue.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { nearbyResponse, routeResponse } from '#shared/schemas/search.js';
import { typedAnswerSerializer } from './answer-serializer.js';

// Every value the schemas allow, odd ones included: -0, huge and tiny numbers, lone surrogates,
// control characters and quotes in text, null in every nullable field.
const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('"', '\\', '\n', 'a', 'é', '\u2028', '\ud83d') }));
const number = fc.double({ noNaN: true, noDefaultInfinity: true });
const integer = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const category = fc.constantFrom(...CHILDCARE_CATEGORIES);
const place = fc.record({
  lat: number,
  lng: number,
  formattedAddress: text,
  precision: fc.constantFrom(...LOCATION_PRECISIONS),
  provider: fc.constantFrom('offline' as const, 'osm' as const, 'google' as const),
});
// Opening hours are HH:MM, open before close: fast-json-stringify checks the pattern to pick a nullable branch.
const dayHours = fc.option(fc.constantFrom({ open: '00:00', close: '23:59' }, { open: '07:30', close: '18:00' }), { nil: null });
const listingSummary = fc.record({
  openings: fc.array(
    fc.record({ ageGroup: fc.constantFrom(...AGE_GROUPS), openSeats: integer, waitlist: fc.boolean(), confirmedAt: text, stale: fc.boolean() }),
    { maxLength: 4 },
  ),
  monthlyTuition: fc.option(fc.record({ minDollars: integer, maxDollars: integer }), { nil: null }),
  hours: fc.option(fc.record({ mon: dayHours, tue: dayHours, wed: dayHours, thu: dayHours, fri: dayHours, sat: dayHours, sun: dayHours }), { nil: null }),
  demo: fc.boolean(),
});
const result = fc.record({
  id: text,
  name: text,
  address: text,
  rating: fc.option(number, { nil: null }),
  reviews: integer,
  distance: number,
  position: fc.record({ lat: number, lng: number }),
  types: fc.array(category),
  category,
  phone: fc.option(text, { nil: null }),
  website: fc.option(text, { nil: null }),
  capacity: fc.option(integer, { nil: null }),
  licenseNumber: fc.option(text, { nil: null }),
  ageGroups: fc.array(fc.constantFrom(...AGE_GROUPS)),
  acceptsSubsidy: fc.option(fc.boolean(), { nil: null }),
  locationPrecision: fc.constantFrom(...LOCATION_PRECISIONS),
  source: text,
  listing: fc.option(listingSummary, { nil: null }),
});
const clock = fc.option(fc.constantFrom('07:45', '17:30', '00:00'), { nil: null });
const weekday = fc.constantFrom(...WEEKDAYS);
const leg = fc.record({
  detourSeconds: number,
  arrivesAt: clock,
  open: fc.option(fc.boolean(), { nil: null }),
  opens: clock,
  closes: clock,
  closedDays: fc.array(weekday, { maxLength: 7 }),
});
const nearby = fc.record({ origin: place, total: integer, daycares: fc.array(result, { maxLength: 5 }) });
const route = fc.record({
  start: place,
  end: place,
  route: fc.record({ polyline: text, distanceMeters: number, durationSeconds: number, provider: place.map((p) => p.provider), approximate: fc.boolean() }),
  plan: fc.record({ departAt: clock, arriveBy: clock, returnAt: clock, days: fc.array(weekday, { maxLength: 7 }), estimated: fc.boolean() }),
  total: integer,
  daycares: fc.array(
    fc.record({ base: result, distanceFromRouteMeters: number, alongRouteMeters: number, detourSeconds: number, morning: leg, evening: leg }).map(({ base, ...position }) =>
      Object.assign(base, position),
    ),
    { maxLength: 5 },
  ),
});

const compile = (compiler: FastifySerializerCompiler<z.ZodType>, schema: z.ZodType, httpStatus = '200') =>
  compiler({ schema, method: 'GET', url: '/api/search/test', httpStatus });

describe('typedAnswerSerializer', () => {
  it.each([
    ['nearby', nearbyResponse, nearby],
    ['route', routeResponse, route],
  ] as const)('writes every valid %s answer exactly as the zod serializer does', (_name, schema, answers) => {
    const fast = compile(typedAnswerSerializer, schema);
    const checked = compile(serializerCompiler, schema);
    fc.assert(
      fc.property(answers, (answer) => {
        expect(fast(answer)).toBe(checked(answer));
      }),
    );
  });

  it('leaves out fields the schema does not name, as zod does', () => {
    const answer = { origin: { lat: 1, lng: 2, formattedAddress: 'x', precision: 'zip', provider: 'offline', extra: 1 }, total: 0, daycares: [], extra: true };
    expect(compile(typedAnswerSerializer, nearbyResponse)(answer)).toBe(compile(serializerCompiler, nearbyResponse)(answer));
  });

  it('refuses an answer without a required field', () => {
    expect(() => compile(typedAnswerSerializer, nearbyResponse)({ total: 0, daycares: [] })).toThrow(/origin/);
  });

  it('keeps the zod serializer for other statuses', () => {
    expect(() => compile(typedAnswerSerializer, errorResponse, '422')({ success: 'no' })).toThrow();
  });
});
