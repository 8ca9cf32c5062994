import { COMPARE_MAX } from '#shared/constants.js';

/**
 * The programs a parent has picked to compare (docs/decisions/0027), kept in localStorage so the
 * picks follow them from the results to a program page and to the compare page, and survive a
 * reload. Storage is a parameter (defaulting to the browser's) so the rules run in unit tests.
 */
export interface ComparePick {
  id: string;
  name: string;
}

export const COMPARE_PICKS_KEY = 'careroute.comparePicks';
/** Fired in this tab after the picks change (the `storage` event only reaches the other tabs). */
export const COMPARE_PICKS_EVENT = 'careroute:compare-picks';

const isPick = (value: unknown): value is ComparePick =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).id === 'string' &&
  typeof (value as Record<string, unknown>).name === 'string';

/**
 * The stored picks, or none when the stored text is not a list of picks (a hand edit, an older
 * shape). Checked by hand, not by zod: the tray reads this on every page's first paint
 * (docs/decisions/0010).
 */
export function readPicks(storage: Storage = localStorage): ComparePick[] {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(COMPARE_PICKS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const picks = value.filter(isPick).map(({ id, name }) => ({ id, name }));
  return picks.filter((pick, index) => picks.findIndex((other) => other.id === pick.id) === index).slice(0, COMPARE_MAX);
}

function writePicks(picks: readonly ComparePick[], storage: Storage, events: EventTarget): void {
  try {
    storage.setItem(COMPARE_PICKS_KEY, JSON.stringify(picks));
  } catch {
    // Storage full or refused (private mode): the picks last as long as the page.
  }
  events.dispatchEvent(new Event(COMPARE_PICKS_EVENT));
}

/** What a toggle did: a fourth pick is refused, and the page says why. */
export type PickOutcome = 'added' | 'removed' | 'full';

/** Adds the program, or removes it when picked already; refuses a pick beyond COMPARE_MAX. */
export function togglePick(pick: ComparePick, storage: Storage = localStorage, events: EventTarget = window): PickOutcome {
  const picks = readPicks(storage);
  if (picks.some((other) => other.id === pick.id)) {
    writePicks(
      picks.filter((other) => other.id !== pick.id),
      storage,
      events,
    );
    return 'removed';
  }
  if (picks.length >= COMPARE_MAX) {
    events.dispatchEvent(new CustomEvent<ComparePick>(COMPARE_PICKS_REFUSED, { detail: pick }));
    return 'full';
  }
  writePicks([...picks, { id: pick.id, name: pick.name }], storage, events);
  return 'added';
}

/** Fired when a pick is refused for the limit, carrying that pick: the tray says so. */
export const COMPARE_PICKS_REFUSED = 'careroute:compare-picks-refused';

export function removePicks(ids: readonly string[], storage: Storage = localStorage, events: EventTarget = window): void {
  const picks = readPicks(storage);
  const kept = picks.filter((pick) => !ids.includes(pick.id));
  if (kept.length !== picks.length) writePicks(kept, storage, events);
}

export function clearPicks(storage: Storage = localStorage, events: EventTarget = window): void {
  writePicks([], storage, events);
}
