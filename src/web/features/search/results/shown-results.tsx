import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { useInBatches } from '../use-in-batches';
import { ResultItem } from './result-item';
import { resultsTexts } from './results-texts';
import layout from '#web/components/ui/layout.module.css';
import styles from './result-list.module.css';
import type { SaveControls } from './save-seam';
import type { ListedResult, MoreResults } from './use-results';

/** A first screenful, then more on request: the list reveals the loaded pages, then asks for the next. */
const PAGE_SIZE = 20;

interface ShownResultsProps {
  results: readonly ListedResult[];
  /** Every match, loaded or not. */
  total: number;
  more: MoreResults;
  stale: boolean;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  saving: SaveControls;
}

const resultId = (result: ListedResult) => result.id;
const NO_RESULTS: readonly ListedResult[] = [];

/**
 * The list items, PAGE_SIZE at a time, drawn in batches (useInBatches) so a phone paints the first
 * programs without one long task for all of them. Its parent remounts it for a new answer or order.
 */
export function ShownResults({ results, total, more, stale, activeId, onActiveChange, saving }: ShownResultsProps) {
  const { _ } = usePageLanguage();
  const [shown, setShown] = useState(PAGE_SIZE);
  // The answer arrives in a render React may not pause; the items are drawn in a deferred one it can.
  const deferred = useDeferredValue(results, NO_RESULTS);
  const revealed = useMemo(() => deferred.slice(0, shown), [deferred, shown]);
  const drawn = useInBatches(revealed, resultId);
  const rest = (more.available ? total : results.length) - shown;
  const showMore = () => {
    const next = shown + PAGE_SIZE;
    setShown(next);
    // Ask for the next page while the parent reads this one, so the one after is usually there.
    if (next + PAGE_SIZE > results.length && more.available && !more.loading) more.load();
  };
  return (
    <>
      <ul className={cx(layout.stack, layout.gap3, styles.list, stale && styles.stale)}>
        {drawn.map((result) => (
          <ResultItem key={result.id} result={result} active={result.id === activeId} onActiveChange={onActiveChange} saving={saving} />
        ))}
      </ul>
      {rest > 0 && (
        <Button variant="secondary" className={styles.more} onClick={showMore} aria-busy={more.loading}>
          {_(resultsTexts.showMore(Math.min(rest, PAGE_SIZE)))}
        </Button>
      )}
    </>
  );
}
