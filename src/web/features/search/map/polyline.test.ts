import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline';

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });

  it('agrees with the encoder the server uses, including negative steps', () => {
    const route: Array<[number, number]> = [
      [42.2629, -71.0107],
      [42.28, -71.03],
      [42.3715, -71.1051],
      [42.36, -71.06],
    ];
    expect(decodePolyline(polyline.encode(route))).toEqual(route.map(([lat, lng]) => ({ lat, lng })));
  });

  it('gives no points for an empty route', () => {
    expect(decodePolyline('')).toEqual([]);
  });
});
