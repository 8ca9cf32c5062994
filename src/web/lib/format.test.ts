import { describe, expect, it } from 'vitest';
import { detourMinutes, formatMiles, formatRating } from './format';

describe('formatMiles', () => {
  it('shows short distances in tenths of a mile and long ones in whole miles', () => {
    expect(formatMiles(47)).toBe('< 0.1 mi');
    expect(formatMiles(161)).toBe('0.1 mi');
    expect(formatMiles(1609.344)).toBe('1.0 mi');
    expect(formatMiles(5000)).toBe('3.1 mi');
    expect(formatMiles(25_000)).toBe('16 mi');
  });
});

describe('detourMinutes', () => {
  it('rounds up to whole minutes and never goes below zero', () => {
    expect(detourMinutes(0)).toBe(0);
    expect(detourMinutes(1)).toBe(1);
    expect(detourMinutes(60)).toBe(1);
    expect(detourMinutes(61)).toBe(2);
    expect(detourMinutes(-5)).toBe(0);
  });
});

describe('formatRating', () => {
  it('keeps one decimal and says nothing when unrated', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.56)).toBe('4.6');
    expect(formatRating(null)).toBeNull();
  });
});
