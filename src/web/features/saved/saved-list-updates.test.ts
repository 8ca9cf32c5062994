import { describe, expect, it } from 'vitest';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import {
  daycareTime,
  insertNewestFirst,
  isPlaceholder,
  isSameRoute,
  placeholderDaycare,
  placeholderRoute,
  replaceRecord,
  withoutRecord,
} from './saved-list-updates';

const daycare = (id: string, savedAt: string): SavedDaycare => ({
  ...placeholderDaycare({ placeId: `place-${id}`, name: `Daycare ${id}` }, new Date(savedAt)),
  id,
});

const newer = daycare('b', '2025-03-02T10:00:00.000Z');
const older = daycare('a', '2025-03-01T10:00:00.000Z');
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('optimistic saved-list updates', () => {
  it('puts a new save on top of a newest-first list', () => {
    const saved = daycare('c', '2025-03-03T10:00:00.000Z');
    expect(ids(insertNewestFirst([newer, older], saved, daycareTime))).toEqual(['c', 'b', 'a']);
  });

  it('puts a record that failed to be removed back where it was', () => {
    expect(ids(insertNewestFirst([newer], older, daycareTime))).toEqual(['b', 'a']);
    expect(ids(insertNewestFirst([older], newer, daycareTime))).toEqual(['b', 'a']);
    expect(ids(insertNewestFirst([], older, daycareTime))).toEqual(['a']);
  });

  it('never lists a record twice when it is inserted again', () => {
    expect(ids(insertNewestFirst([newer, older], older, daycareTime))).toEqual(['b', 'a']);
  });

  it('removes by id and leaves the others in order', () => {
    expect(ids(withoutRecord([newer, older], 'b'))).toEqual(['a']);
    expect(ids(withoutRecord([newer, older], 'unknown'))).toEqual(['b', 'a']);
  });

  it("swaps the placeholder for the server's record in place", () => {
    const placeholder = placeholderDaycare({ name: 'New' }, new Date('2025-03-03T10:00:00.000Z'));
    const fromServer = daycare('server-id', '2025-03-03T10:00:01.000Z');
    expect(ids(replaceRecord([placeholder, newer, older], placeholder.id, fromServer))).toEqual(['server-id', 'b', 'a']);
  });

  it('keeps one copy when a refetch brought the real record in before the answer', () => {
    const placeholder = placeholderDaycare({ name: 'New' }, new Date('2025-03-03T10:00:00.000Z'));
    const fromServer = daycare('server-id', '2025-03-03T10:00:01.000Z');
    expect(ids(replaceRecord([fromServer, newer], placeholder.id, fromServer))).toEqual(['server-id', 'b']);
  });

  it('marks placeholders, which have no server id to remove yet', () => {
    expect(isPlaceholder(placeholderDaycare({}, new Date()))).toBe(true);
    expect(isPlaceholder(older)).toBe(false);
  });

  it("fills a placeholder daycare with the defaults until the server answers", () => {
    const placeholder = placeholderDaycare({ placeId: 'p1', name: '  ' }, new Date('2025-03-03T10:00:00.000Z'));
    expect(placeholder).toMatchObject({ placeId: 'p1', name: '  ', address: 'Address not available', capacity: 0 });
    expect(placeholder.savedAt).toBe('2025-03-03T10:00:00.000Z');
  });

  it('shows a placeholder route under both namings of its ends', () => {
    const route = placeholderRoute(
      { origin: 'Quincy, MA', destination: 'Boston, MA', waypoints: [], travelMode: 'DRIVING', daycareCount: 4 },
      new Date('2025-03-03T10:00:00.000Z'),
    );
    expect(route).toMatchObject({ startAddress: 'Quincy, MA', endAddress: 'Boston, MA', daycareCount: 4 });
    expect(isPlaceholder(route)).toBe(true);
  });

  it('knows a route already saved whatever the letter case of its ends, not with another travel mode', () => {
    const saved = { origin: 'Quincy, MA', destination: 'Cambridge, MA', travelMode: 'DRIVING' as const };
    expect(isSameRoute(saved, { origin: ' quincy, ma', destination: 'CAMBRIDGE, MA ', travelMode: 'DRIVING' })).toBe(true);
    expect(isSameRoute(saved, { ...saved, travelMode: 'WALKING' })).toBe(false);
    expect(isSameRoute(saved, { ...saved, origin: 'Cambridge, MA', destination: 'Quincy, MA' })).toBe(false);
  });
});
