import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/schemas/search.js';
import { sortResults } from './sort-results';

function result(id: string, fields: Partial<SearchResult>): SearchResult {
  return {
    id,
    name: id,
    address: '1 Main St, Boston, MA',
    rating: null,
    reviews: 0,
    distance: 0,
    position: { lat: 42.36, lng: -71.06 },
    types: ['daycare'],
    category: 'daycare',
    phone: null,
    website: null,
    capacity: null,
    licenseNumber: null,
    ageGroups: [],
    acceptsSubsidy: null,
    locationPrecision: 'address',
    source: 'demo',
    ...fields,
  };
}

const page = [
  result('b', { name: 'Bluebird', rating: 4.2, reviews: 3, distance: 900 }),
  result('a', { name: 'acorn', rating: null, reviews: 10, distance: 300 }),
  result('c', { name: 'Cedar', rating: 4.8, reviews: 0, distance: 600 }),
  result('d', { name: 'Dove', rating: null, reviews: 0, distance: 100 }),
];
const ids = (results: SearchResult[]) => results.map((item) => item.id);

describe('sortResults', () => {
  it('keeps the server order for Best Match, without changing the input', () => {
    const sorted = sortResults(page, 'relevance');
    expect(ids(sorted)).toEqual(['b', 'a', 'c', 'd']);
    expect(sorted).not.toBe(page);
  });

  it('ranks missing ratings as 0, keeping server order among ties', () => {
    expect(ids(sortResults(page, 'rating'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sorts by distance, by name ignoring case, and by review count', () => {
    expect(ids(sortResults(page, 'distance'))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(sortResults(page, 'name'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortResults(page, 'reviews'))).toEqual(['a', 'b', 'c', 'd']);
  });
});
