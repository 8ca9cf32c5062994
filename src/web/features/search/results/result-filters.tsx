import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { DisclosureSummary } from '#web/components/ui/disclosure';
import { SelectField } from '#web/components/ui/select-field';
import { hasPlanTimes } from '#web/lib/day-plan-params';
import { usePageLanguage } from '#web/lib/i18n';
import type { ResultFilters, RoutePlan } from '../results-url';
import { ageOptions, sortOptions } from './category-options';
import styles from './result-list.module.css';
import { resultsTexts } from './results-texts';

const text = resultsTexts.listingFilters;

const ListingFilterSelects = lazy(() => import('./listing-filter-selects'));

/** The filters a provider's listing answers, folded under "More filters". */
const LISTING_FILTERS = ['openings', 'maxMonthlyTuition', 'openBy', 'openUntil', 'language', 'schedule'] as const;

/**
 * Age group, subsidy, sort and the listing's filters, written straight into the URL. They replace
 * the history entry: Back should leave the results, not undo each tick of a filter.
 */
export function ResultFilterBar({ filters, plan }: { filters: ResultFilters; plan?: RoutePlan | null | undefined }) {
  const { _ } = usePageLanguage();
  const onRoute = plan !== undefined;
  // Fitting means something only once the parent has given a drop-off or pickup time.
  const canFit = Boolean(plan && hasPlanTimes(plan));
  const [, setParams] = useSearchParams();
  const applied = LISTING_FILTERS.filter((name) => filters[name] !== null).length;
  // Folded away unless one is applied, so the list starts high on a phone.
  const [open, setOpen] = useState(applied > 0);

  function update(key: string, value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      // flushSync: a controlled checkbox or select must show its new value at once, not after a
      // transition (React would briefly put the old value back).
      { replace: true, preventScrollReset: true, flushSync: true },
    );
  }

  return (
    <div className={styles.filters} role="group" aria-label={_(resultsTexts.filtersLabel)}>
      <SelectField
        label={_(resultsTexts.ageGroup)}
        name="ageGroup"
        options={ageOptions(_)}
        value={filters.ageGroup ?? ''}
        onChange={(event) => update('ageGroup', event.target.value)}
      />
      <SelectField
        label={_(resultsTexts.sort)}
        name="sort"
        options={sortOptions(_, onRoute)}
        value={filters.sort}
        onChange={(event) => update('sort', event.target.value === 'relevance' ? '' : event.target.value)}
      />
      <CheckboxField
        label={_(resultsTexts.subsidy)}
        className={styles.wide}
        checked={filters.subsidy}
        onChange={(event) => update('subsidy', event.target.checked ? 'true' : '')}
      />
      {canFit && (
        <CheckboxField
          label={_(resultsTexts.plan.fits)}
          className={styles.wide}
          checked={plan?.fits ?? false}
          onChange={(event) => update('fits', event.target.checked ? 'true' : '')}
        />
      )}
      <details className={styles.wide} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <DisclosureSummary className={styles.moreSummary}>
          <span className={styles.moreText}>{_(text.more)}</span>
          {applied > 0 && <span className={styles.applied}>{_(text.active(applied))}</span>}
        </DisclosureSummary>
        {open && (
          <div className={styles.moreFilters}>
            <Suspense fallback={null}>
              <ListingFilterSelects filters={filters} onChange={update} />
            </Suspense>
          </div>
        )}
      </details>
    </div>
  );
}
