import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../results-url';
import { nextPageOffset, SEARCH_PAGE_SIZE, searchQueryParams } from './search-query-params';

const page = (count: number, total: number) => ({ total, daycares: Array.from({ length: count }, (_, i) => i) });

describe('searchQueryParams', () => {
  it('asks for one page in the chosen order, with the filters set', () => {
    const query = new URLSearchParams(
      searchQueryParams({ location: '02139' }, { ...DEFAULT_FILTERS, type: 'preschool', subsidy: true, sort: 'name' }, 0),
    );
    expect(Object.fromEntries(query)).toEqual({
      location: '02139',
      type: 'preschool',
      subsidy: 'true',
      sort: 'name',
      limit: String(SEARCH_PAGE_SIZE),
    });
  });

  it("sends the listing's filters under the names the search API takes", () => {
    const filters = { ...DEFAULT_FILTERS, openings: 'infant', maxMonthlyTuition: 1800, openBy: '07:30', openUntil: '18:00', language: 'es', schedule: 'drop-in', sort: 'price' } as const;
    expect(Object.fromEntries(new URLSearchParams(searchQueryParams({ start: 'A', end: 'B' }, filters, 0)))).toEqual({
      start: 'A',
      end: 'B',
      openings: 'infant',
      maxMonthlyTuition: '1800',
      openBy: '07:30',
      openUntil: '18:00',
      language: 'es',
      schedule: 'drop-in',
      sort: 'price',
      limit: String(SEARCH_PAGE_SIZE),
    });
  });

  it('sends the offset of a later page', () => {
    expect(new URLSearchParams(searchQueryParams({ start: 'A', end: 'B' }, DEFAULT_FILTERS, 50)).get('offset')).toBe('50');
  });
});

describe('nextPageOffset', () => {
  it('continues after the programs loaded while some are missing', () => {
    expect(nextPageOffset([page(50, 120)])).toBe(50);
    expect(nextPageOffset([page(50, 120), page(50, 120)])).toBe(100);
  });

  it('stops when every match is loaded, or a page comes back empty', () => {
    expect(nextPageOffset([page(50, 120), page(50, 120), page(20, 120)])).toBeUndefined();
    expect(nextPageOffset([page(12, 12)])).toBeUndefined();
    // The catalogue shrank between two pages: never ask for the same empty page again.
    expect(nextPageOffset([page(50, 120), page(0, 120)])).toBeUndefined();
  });
});
