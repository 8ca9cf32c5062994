import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../geometry.js';
import { OFFLINE_POINT_SPACING_METERS, OFFLINE_SPEED_KMH, OfflineRouter } from './offline-router.js';

const bostonCommon = { lat: 42.3551, lng: -71.0657 };
const harvardSquare = { lat: 42.3736, lng: -71.1097 };
const router = new OfflineRouter();

describe('OfflineRouter', () => {
  it('draws a straight line from start to end, within a few % of the great-circle distance', async () => {
    const route = await router.route(bostonCommon, harvardSquare, 'DRIVING');
    const haversine = haversineMeters(bostonCommon, harvardSquare);
    expect(haversine).toBeGreaterThan(4000);
    expect(Math.abs(route.distanceMeters - haversine) / haversine).toBeLessThan(0.02);
    expect(route.points[0]).toEqual(bostonCommon);
    expect(route.points.at(-1)).toEqual(harvardSquare);
    expect(route).toMatchObject({ provider: 'offline', approximate: true });
  });

  it('puts a point at least every ~100 m', async () => {
    const { points } = await router.route(bostonCommon, harvardSquare, 'DRIVING');
    expect(points.length).toBeGreaterThan(40);
    for (let index = 1; index < points.length; index += 1) {
      const [a, b] = [points[index - 1], points[index]];
      if (!a || !b) throw new Error('missing point');
      expect(haversineMeters(a, b)).toBeLessThanOrEqual(OFFLINE_POINT_SPACING_METERS + 1);
    }
  });

  it('estimates the duration at the stated speeds', async () => {
    const driving = await router.route(bostonCommon, harvardSquare, 'DRIVING');
    const walking = await router.route(bostonCommon, harvardSquare, 'WALKING');
    expect(driving.durationSeconds).toBe(Math.round(driving.distanceMeters / (OFFLINE_SPEED_KMH.DRIVING / 3.6)));
    expect(walking.durationSeconds).toBe(Math.round(walking.distanceMeters / (OFFLINE_SPEED_KMH.WALKING / 3.6)));
    expect(walking.durationSeconds).toBeGreaterThan(driving.durationSeconds * 8);
  });

  it('copes with start and end at one place', async () => {
    const route = await router.route(bostonCommon, bostonCommon, 'WALKING');
    expect(route).toMatchObject({ distanceMeters: 0, durationSeconds: 0 });
    expect(route.points.length).toBeGreaterThanOrEqual(2);
  });

  it('measures each via from and to both ends along straight lines at the same speed', async () => {
    const onTheLine = { lat: (bostonCommon.lat + harvardSquare.lat) / 2, lng: (bostonCommon.lng + harvardSquare.lng) / 2 };
    const offTheLine = { lat: onTheLine.lat + 0.01, lng: onTheLine.lng };
    const matrix = await router.matrix(bostonCommon, harvardSquare, [onTheLine, offTheLine], 'DRIVING');
    const seconds = (meters: number) => Math.round(meters / (40 / 3.6));
    expect(matrix.provider).toBe('offline');
    expect(matrix.startToEnd).toBe(seconds(haversineMeters(bostonCommon, harvardSquare)));
    expect(matrix.endToStart).toBe(matrix.startToEnd);
    const [none, some] = matrix.vias;
    // Halfway along the line: the two halves are the whole, to the rounding of each.
    expect(Math.abs((none?.fromStart ?? 0) + (none?.toEnd ?? 0) - (matrix.startToEnd ?? 0))).toBeLessThanOrEqual(1);
    expect(some).toEqual({
      fromStart: seconds(haversineMeters(bostonCommon, offTheLine)),
      toEnd: seconds(haversineMeters(offTheLine, harvardSquare)),
      fromEnd: seconds(haversineMeters(offTheLine, harvardSquare)),
      toStart: seconds(haversineMeters(bostonCommon, offTheLine)),
    });
    expect((await router.matrix(bostonCommon, harvardSquare, [], 'WALKING')).vias).toEqual([]);
  });
});
