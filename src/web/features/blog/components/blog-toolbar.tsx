import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ChoiceField, SelectField } from '#web/components/ui/select-field';
import { cx } from '#web/lib/class-names';
import { ALL_CATEGORIES, BLOG_SORTS, type BlogFilters } from '../blog-list';
import styles from './blog-toolbar.module.css';
import chipStyles from '#web/components/ui/chips.module.css';
import { blogTexts } from '../blog-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = blogTexts;

interface BlogToolbarProps {
  filters: BlogFilters;
  onChange: (filters: BlogFilters) => void;
  categories: readonly string[];
  trending: readonly string[];
}

/**
 * Search box (applied by the Search button or Enter), Trending Now chips, category and sort. A
 * chip fills the box and searches at once: a parent who taps a topic expects to see it.
 */
export function BlogToolbar({ filters, onChange, categories, trending }: BlogToolbarProps) {
  const { _ } = usePageLanguage();
  const [draft, setDraft] = useState(filters.search);
  const trendingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...filters, search: draft });
  }

  function chooseTerm(term: string) {
    setDraft(term);
    onChange({ ...filters, search: term });
  }

  const categoryOptions = [
    { value: ALL_CATEGORIES, label: _(text.allCategories) },
    ...categories.map((category) => ({ value: category, label: category })),
  ];
  const sortOptions = BLOG_SORTS.map((sort) => ({ value: sort, label: _(text.sortOptions[sort]) }));

  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <Field label={_(text.searchLabel)}>
          {(control) => (
            <div className={styles.searchRow}>
              <input
                {...control}
                className={cx(control.className, styles.searchInput)}
                type="search"
                value={draft}
                placeholder={_(text.searchPlaceholder)}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit">{_(text.searchButton)}</Button>
            </div>
          )}
        </Field>
      </form>
      {trending.length > 0 && (
        <div className={styles.trending} role="group" aria-labelledby={trendingId}>
          <span id={trendingId} className={styles.trendingLabel}>
            {_(text.trending)}
          </span>
          <ul className={chipStyles.list}>
            {trending.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={filters.search === term}
                  onClick={() => chooseTerm(term)}
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.selects}>
        <SelectField
          label={_(text.category)}
          options={categoryOptions}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
        />
        <ChoiceField label={_(text.sort)} options={sortOptions} value={filters.sort} onChoose={(sort) => onChange({ ...filters, sort })} />
      </div>
    </div>
  );
}
