import { useSearchParams } from 'react-router';
import { messages } from '#shared/messages.js';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import type { ResultFilters } from '../results-url';
import { AGE_OPTIONS, SORT_SELECT_OPTIONS } from './category-options';
import styles from './result-list.module.css';

/**
 * Age group, subsidy and sort, written straight into the URL. They replace the history entry:
 * Back should leave the results, not undo each tick of a filter.
 */
export function ResultFilterBar({ filters }: { filters: ResultFilters }) {
  const [, setParams] = useSearchParams();

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
    <div className={styles.filters} role="group" aria-label={messages.results.filtersLabel}>
      <SelectField
        label={messages.results.ageGroup}
        name="ageGroup"
        options={AGE_OPTIONS}
        value={filters.ageGroup ?? ''}
        onChange={(event) => update('ageGroup', event.target.value)}
      />
      <SelectField
        label={messages.results.sort}
        name="sort"
        options={SORT_SELECT_OPTIONS}
        value={filters.sort}
        onChange={(event) => update('sort', event.target.value === 'relevance' ? '' : event.target.value)}
      />
      <CheckboxField
        label={messages.results.subsidy}
        className={styles.subsidy}
        checked={filters.subsidy}
        onChange={(event) => update('subsidy', event.target.checked ? 'true' : '')}
      />
    </div>
  );
}
