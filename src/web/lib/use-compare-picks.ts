import { useEffect, useState, useSyncExternalStore } from 'react';
import { COMPARE_PICKS_EVENT, COMPARE_PICKS_KEY, COMPARE_PICKS_REFUSED, readPicks, type ComparePick } from './compare-picks';
import { storageSubscriber } from './storage-subscriber';

const subscribe = storageSubscriber(COMPARE_PICKS_EVENT);

// useSyncExternalStore needs the same array back while nothing changed: cached against the stored text.
let cachedRaw: string | null | undefined;
let cachedPicks: ComparePick[] = [];
const NO_PICKS: ComparePick[] = [];

function getSnapshot(): ComparePick[] {
  const raw = localStorage.getItem(COMPARE_PICKS_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedPicks = readPicks();
  }
  return cachedPicks;
}

/** The parent's picks to compare, as stored, kept current across this tab and the others. */
export function useComparePicks(): ComparePick[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => NO_PICKS);
}

const picksKey = (picks: readonly ComparePick[]) => picks.map((pick) => pick.id).join(',');

/** The last pick refused for the limit, while the picks are still those it met (null before, and once they change). */
export function useRefusedPick(): ComparePick | null {
  const picks = useComparePicks();
  const [refused, setRefused] = useState<{ pick: ComparePick; picks: string } | null>(null);
  useEffect(() => {
    const onRefused = (event: Event) => setRefused({ pick: (event as CustomEvent<ComparePick>).detail, picks: picksKey(readPicks()) });
    window.addEventListener(COMPARE_PICKS_REFUSED, onRefused);
    return () => window.removeEventListener(COMPARE_PICKS_REFUSED, onRefused);
  }, []);
  return refused && refused.picks === picksKey(picks) ? refused.pick : null;
}
