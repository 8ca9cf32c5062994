import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, resultsUrl } from './results-url';
import { asksForSearch, parseResultsUrl } from './parse-results-url';

const parse = (query: string) => parseResultsUrl(new URLSearchParams(query));

describe('parseResultsUrl', () => {
  it('reads route mode from start and end', () => {
    expect(parse('start=Quincy%2C+MA&end=Cambridge%2C+MA')).toEqual({
      mode: 'route',
      start: 'Quincy, MA',
      end: 'Cambridge, MA',
      filters: DEFAULT_FILTERS,
    });
  });

  it("reads search mode, with the default search word", () => {
    expect(parse('location=02139')).toEqual({ mode: 'search', location: '02139', filters: DEFAULT_FILTERS });
    expect(parse('search=daycare&location=02139')).toEqual({ mode: 'search', location: '02139', filters: DEFAULT_FILTERS });
  });

  it('reads the search word as the type asked for, type= winning when both are given', () => {
    expect(parse('search=preschool&location=Quincy').filters.type).toBe('preschool');
    expect(parse('search=Montessori&location=Quincy').filters.type).toBe('montessori');
    expect(parse('search=preschool&location=Quincy&type=nursery').filters.type).toBe('nursery');
    expect(parse('search=zoo&location=Quincy').filters.type).toBeNull();
  });

  it('reads filters and sort, ignoring unknown values', () => {
    const state = parse('search=daycare&location=02139&type=montessori&keyword=+oak+&ageGroup=infant&subsidy=true&sort=name');
    expect(state.filters).toEqual({ ...DEFAULT_FILTERS, type: 'montessori', keyword: 'oak', ageGroup: 'infant', subsidy: true, sort: 'name' });
    expect(parse('start=a&end=b&type=zoo&ageGroup=teen&sort=cheapest&subsidy=yes').filters).toEqual(DEFAULT_FILTERS);
  });

  it("reads the listing's filters and the price order", () => {
    const state = parse(
      'start=a&end=b&openings=infant&maxMonthlyTuition=1800&openBy=07:30&openUntil=18:00&language=es&schedule=part-time&sort=price',
    );
    expect(state.filters).toEqual({
      ...DEFAULT_FILTERS,
      openings: 'infant',
      maxMonthlyTuition: 1800,
      openBy: '07:30',
      openUntil: '18:00',
      language: 'es',
      schedule: 'part-time',
      sort: 'price',
    });
    const broken = 'start=a&end=b&openings=teen&maxMonthlyTuition=-5&openBy=7:30&openUntil=25:00&language=xx&schedule=nights';
    expect(parse(broken).filters).toEqual(DEFAULT_FILTERS);
    expect(parse('start=a&end=b&maxMonthlyTuition=0').filters.maxMonthlyTuition).toBeNull();
  });

  it("reads the parent's day on a route, the working days by default, and the route's own sort", () => {
    expect(parse('start=a&end=b&departAt=07:45&returnAt=17:00&fits=true&sort=totalDetour')).toEqual({
      mode: 'route',
      start: 'a',
      end: 'b',
      filters: { ...DEFAULT_FILTERS, sort: 'totalDetour' },
      plan: { departAt: '07:45', arriveBy: null, returnAt: '17:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'], fits: true },
    });
    const planOf = (query: string) => {
      const state = parse(query);
      return state.mode === 'route' ? state.plan : undefined;
    };
    expect(planOf('start=a&end=b&arriveBy=09:00&days=sun,mon,zzz')).toEqual({
      departAt: null,
      arriveBy: '09:00',
      returnAt: null,
      days: ['mon', 'sun'],
      fits: false,
    });
    // Leaving home wins over a pasted arriveBy; a nearby search has no total detour to sort by.
    expect(planOf('start=a&end=b&departAt=07:45&arriveBy=09:00')).toMatchObject({ departAt: '07:45', arriveBy: null });
    expect(parse('location=02139&sort=totalDetour').filters.sort).toBe('relevance');
    expect(parse('start=a&end=b')).not.toHaveProperty('plan');
  });

  it('is route mode with empty fields when nothing is asked', () => {
    expect(parse('')).toEqual({ mode: 'route', start: '', end: '', filters: DEFAULT_FILTERS });
    expect(asksForSearch(new URLSearchParams(''))).toBe(false);
    expect(asksForSearch(new URLSearchParams('start='))).toBe(true);
  });
});

describe('resultsUrl', () => {
  it('writes the URLs Home navigates to', () => {
    expect(resultsUrl({ mode: 'route', start: 'Quincy, MA', end: 'Cambridge, MA', filters: DEFAULT_FILTERS })).toBe(
      '/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA',
    );
    expect(resultsUrl({ mode: 'search', location: '02139', filters: DEFAULT_FILTERS })).toBe(
      '/route-results?search=daycare&location=02139',
    );
  });

  it('round-trips every field', () => {
    const state = {
      mode: 'search' as const,
      location: 'Boston, MA',
      filters: {
        type: 'nursery' as const,
        keyword: 'oak',
        ageGroup: 'toddler' as const,
        subsidy: true,
        sort: 'reviews' as const,
        openings: 'toddler' as const,
        maxMonthlyTuition: 2000,
        openBy: '07:00',
        openUntil: '18:30',
        language: 'pt' as const,
        schedule: 'full-time' as const,
      },
    };
    expect(parse(resultsUrl(state).split('?')[1] ?? '')).toEqual(state);
  });

  it("round-trips a route with the parent's day, leaving the working days out", () => {
    const state = {
      mode: 'route' as const,
      start: 'Quincy, MA',
      end: 'Boston, MA',
      filters: DEFAULT_FILTERS,
      plan: { departAt: null, arriveBy: '08:30', returnAt: '17:30', days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, fits: true },
    };
    const url = resultsUrl(state);
    expect(url).toBe('/route-results?start=Quincy%2C+MA&end=Boston%2C+MA&arriveBy=08%3A30&returnAt=17%3A30&fits=true');
    expect(parse(url.split('?')[1] ?? '')).toEqual(state);
  });

  it('keeps "any type" once a search word has asked for one', () => {
    const asked = parse('search=preschool&location=Quincy');
    const anyType = { ...asked, filters: { ...asked.filters, type: null } };
    expect(parse(resultsUrl(anyType).split('?')[1] ?? '').filters.type).toBeNull();
  });
});
