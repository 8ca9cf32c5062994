import { describe, expect, it } from 'vitest';
import { daysSince, formatTimeAgo } from './time-ago';

const now = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;

describe('formatTimeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatTimeAgo(before(10_000), now)).toBe('this minute');
    expect(formatTimeAgo(before(minutes(5)), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(before(minutes(180)), now)).toBe('3 hours ago');
    expect(formatTimeAgo(before(days(1)), now)).toBe('yesterday');
    expect(formatTimeAgo(before(days(3)), now)).toBe('3 days ago');
    expect(formatTimeAgo(before(days(65)), now)).toBe('2 months ago');
    expect(formatTimeAgo(before(days(800)), now)).toBe('2 years ago');
  });

  it('reads a time a little ahead of ours as this minute, and shows a non-date as it came', () => {
    expect(formatTimeAgo(before(-minutes(2)), now)).toBe('this minute');
    expect(formatTimeAgo('not a date', now)).toBe('not a date');
  });
});

describe('daysSince', () => {
  it('counts whole days', () => {
    expect(daysSince(before(days(30) - 1), now)).toBe(29);
    expect(daysSince(before(days(31)), now)).toBe(31);
  });
});
