import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './test-support/memory-storage';
import { COMPARE_PICKS_EVENT, COMPARE_PICKS_KEY, COMPARE_PICKS_REFUSED, clearPicks, readPicks, removePicks, togglePick } from './compare-picks';

const pick = (n: number) => ({ id: `demo:${n}`, name: `Program ${n}` });

describe('compare picks', () => {
  it('adds up to three, refuses a fourth with an event naming it, and removes a picked one', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const heard: string[] = [];
    events.addEventListener(COMPARE_PICKS_EVENT, () => heard.push('changed'));
    events.addEventListener(COMPARE_PICKS_REFUSED, (event) => heard.push(`refused ${(event as CustomEvent<{ name: string }>).detail.name}`));

    expect([1, 2, 3].map((n) => togglePick(pick(n), storage, events))).toEqual(['added', 'added', 'added']);
    expect(togglePick(pick(4), storage, events)).toBe('full');
    expect(readPicks(storage)).toEqual([pick(1), pick(2), pick(3)]);
    expect(togglePick(pick(2), storage, events)).toBe('removed');
    expect(togglePick(pick(4), storage, events)).toBe('added');
    expect(readPicks(storage)).toEqual([pick(1), pick(3), pick(4)]);
    expect(heard).toEqual(['changed', 'changed', 'changed', 'refused Program 4', 'changed', 'changed']);
  });

  it('keeps only the id and name of a pick', () => {
    const storage = new MemoryStorage();
    togglePick({ ...pick(1), address: '1 Main St' } as ReturnType<typeof pick>, storage, new EventTarget());
    expect(storage.getItem(COMPARE_PICKS_KEY)).toBe(JSON.stringify([pick(1)]));
  });

  it('reads anything but a list of picks as none, and drops repeats and picks past three', () => {
    const storage = new MemoryStorage();
    for (const stored of ['not json', '{"id":"a"}', '"text"', 'null']) {
      storage.setItem(COMPARE_PICKS_KEY, stored);
      expect(readPicks(storage), stored).toEqual([]);
    }
    storage.setItem(COMPARE_PICKS_KEY, JSON.stringify([pick(1), { id: 2 }, pick(1), pick(2), pick(3), pick(4)]));
    expect(readPicks(storage)).toEqual([pick(1), pick(2), pick(3)]);
  });

  it('removes the named picks and clears them all', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    [1, 2, 3].forEach((n) => togglePick(pick(n), storage, events));
    removePicks(['demo:1', 'demo:3', 'demo:9'], storage, events);
    expect(readPicks(storage)).toEqual([pick(2)]);
    clearPicks(storage, events);
    expect(readPicks(storage)).toEqual([]);
  });
});
