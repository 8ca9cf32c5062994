import { useId, type ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';
import { usePageLanguage } from '#web/lib/i18n';
import type { ResultFilters, RoutePlan } from '../results-url';
import { ResultFilterBar } from './result-filters';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './result-list.module.css';
import { resultsTexts } from './results-texts';
import type { SaveControls } from './save-seam';
import { ShownResults } from './shown-results';
import type { ListedResult, MoreResults } from './use-results';

interface ResultListProps {
  results: readonly ListedResult[];
  /** Changes with a new answer or order: the list starts again from its first page. */
  listKey: string;
  total: number;
  more: MoreResults;
  filters: ResultFilters;
  /** A route search's plan (null without one); undefined for a nearby search. */
  plan?: RoutePlan | null;
  /** First answer still loading: skeleton rows hold the space. */
  loading: boolean;
  /** A refresh is on its way over the results shown. */
  busy: boolean;
  /** Nothing to list yet (no search, or a validation or server error shown above). */
  idle: boolean;
  /** Shown instead of filters and list while idle. */
  placeholder: ReactNode;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  saving: SaveControls;
}

const SKELETON_ROWS = 5;

/** "Daycares Found": count, filters and sort, then the programs in the chosen order. */
export function ResultList(props: ResultListProps) {
  const { results, listKey, total, more, filters, plan, loading, busy, idle, placeholder, activeId, onActiveChange, saving } = props;
  const { _ } = usePageLanguage();
  const titleId = useId();
  if (idle) {
    return (
      <section className={cx(layout.stack, layout.gap4, styles.section)} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {_(resultsTexts.listTitle)}
        </h2>
        {placeholder}
      </section>
    );
  }
  return (
    <section className={cx(layout.stack, layout.gap4, styles.section)} aria-labelledby={titleId} aria-busy={busy}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {_(resultsTexts.listTitle)}
        </h2>
        {!loading && <p className={styles.count}>{_(resultsTexts.count(total))}</p>}
      </div>
      <ResultFilterBar filters={filters} plan={plan} />
      {loading ? (
        <ul className={cx(layout.stack, layout.gap3, styles.list)} aria-label={_(resultsTexts.loading)}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={cx(layout.stack, layout.gap3, styles.skeletonRow)}>
              <Skeleton className={styles.skeletonTitle} />
              <Skeleton />
              <Skeleton className={styles.skeletonShort} />
            </li>
          ))}
        </ul>
      ) : results.length > 0 ? (
        <ShownResults
          key={listKey}
          results={results}
          total={total}
          more={more}
          stale={busy}
          activeId={activeId}
          onActiveChange={onActiveChange}
          saving={saving}
        />
      ) : (
        <p className={styles.empty}>{_(resultsTexts.zeroResults)}</p>
      )}
    </section>
  );
}
