import { describe, expect, it } from 'vitest';
import { compareLink, comparedIdsOf, compareRouteParams } from './compare-link';

describe('compare links', () => {
  it('names the programs with commas and carries only the route parameters of the results URL', () => {
    const results = new URLSearchParams('start=Quincy, MA&end=Cambridge, MA&departAt=07:30&returnAt=17:30&days=mon,tue&sort=rating&type=preschool&offset=20');
    expect(compareLink(['demo:1', 'demo:7'], results)).toBe(
      '/compare?ids=demo:1,demo:7&start=Quincy%2C+MA&end=Cambridge%2C+MA&departAt=07:30&returnAt=17:30&days=mon,tue'.replace(/%2C/g, ','),
    );
    expect(compareLink(['demo:1'])).toBe('/compare?ids=demo:1');
  });

  it('reads the ids back in order, without blanks or repeats, from one or more parameters', () => {
    expect(comparedIdsOf(new URLSearchParams('ids=demo:3,,demo:1 ,demo:3&ids=demo:2'))).toEqual(['demo:3', 'demo:1', 'demo:2']);
    expect(comparedIdsOf(new URLSearchParams(''))).toEqual([]);
  });

  it('keeps the route parameters of a compare URL for the API, and nothing else', () => {
    expect(compareRouteParams(new URLSearchParams('ids=a&startLat=42.2&startLng=-71&endLat=42.3&endLng=-71.1&mode=WALKING&fits=true')).toString()).toBe(
      'startLat=42.2&startLng=-71&endLat=42.3&endLng=-71.1&mode=WALKING',
    );
  });
});
