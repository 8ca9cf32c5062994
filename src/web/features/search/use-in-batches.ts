import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '#web/lib/when-idle';

/**
 * How many items one task adds by default: a Leaflet marker or a list item costs a few ms on a slow
 * phone, and the first ten programs appear together, in the list and on the map.
 */
const BATCH = 10;

/**
 * The leading part of a list, growing by a batch each time the browser is idle until it is whole.
 * Fifty markers (or twenty list items) added in one commit were one long task that kept a tap
 * waiting; ten at a time are short ones between which the page answers. A list that only grows (the next page loaded)
 * keeps what is shown; a new list starts again from its first batch.
 */
export function useInBatches<T>(items: readonly T[], keyOf: (item: T) => string, batch = BATCH): readonly T[] {
  const [shown, setShown] = useState({ items, count: Math.min(batch, items.length) });
  let current = shown;
  if (shown.items !== items) {
    const grown = shown.items.length > 0 && items.length >= shown.items.length && keyOf(shown.items[0]!) === keyOf(items[0]!);
    current = { items, count: grown ? shown.count : Math.min(batch, items.length) };
    setShown(current);
  }
  const { count } = current;
  useEffect(() => {
    if (count >= items.length) return;
    return whenIdle(() =>
      // A transition lets React render the batch in slices and yield to a tap between them.
      startTransition(() => setShown((state) => (state.items === items ? { items, count: Math.min(state.count + batch, items.length) } : state))),
    );
  }, [items, count, batch]);
  return count >= items.length ? items : items.slice(0, count);
}
