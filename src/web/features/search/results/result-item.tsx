import { memo } from 'react';
import { Link } from 'react-router';
import { CompareToggle } from '#web/components/compare-toggle';
import { Tag } from '#web/components/ui/tag';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { telLink } from '#web/lib/tel-link';
import { DayLegs } from './day-legs';
import { ListingSummary } from './listing-summary';
import { resultProgramLink } from './program-visit';
import { ResultFacts } from './result-facts';
import { resultsTexts } from './results-texts';
import layout from '#web/components/ui/layout.module.css';
import styles from './result-item.module.css';
import { SaveButton } from './save-button';
import type { SaveControls } from './save-seam';
import type { ListedResult } from './use-results';
import tagStyles from '#web/components/ui/tag.module.css';

interface ResultItemProps {
  result: ListedResult;
  active: boolean;
  onActiveChange: (id: string | null) => void;
  saving: SaveControls;
}

/** One program in "Daycares Found"; pointing at it or focusing inside it highlights its marker. */
export const ResultItem = memo(function ResultItem({ result, active, onActiveChange, saving }: ResultItemProps) {
  const { _ } = usePageLanguage();
  const approximate = result.locationPrecision !== 'address';
  return (
    <li
      className={cx(layout.stack, layout.gap2, styles.item, active && styles.active)}
      onMouseEnter={() => onActiveChange(result.id)}
      onMouseLeave={() => onActiveChange(null)}
      onFocus={() => onActiveChange(result.id)}
      onBlur={() => onActiveChange(null)}
    >
      <div className={styles.head}>
        <div className={styles.titles}>
          <h3 className={styles.name}>
            <Link to={resultProgramLink(result)} className={styles.nameLink}>
              {result.name}
            </Link>
          </h3>
          <p className={cx(tagStyles.line, styles.kind)}>
            {_(programTexts.categories[result.category])}
            {result.source === 'demo' && <Tag>{_(programTexts.demoData)}</Tag>}
          </p>
        </div>
        <div className={styles.headActions}>
          <CompareToggle program={result} />
          <SaveButton result={result} saving={saving} />
        </div>
      </div>
      <p className={cx(tagStyles.line, styles.address)}>
        {result.address}
        {approximate && <Tag>{_(resultsTexts.approximateLocation)}</Tag>}
      </p>
      <ResultFacts result={result} />
      <DayLegs morning={result.morning} evening={result.evening} />
      <ListingSummary listing={result.listing} />
      {result.phone && (
        <a className={styles.phone} href={telLink(result.phone)}>
          {_(resultsTexts.call)} {result.phone}
        </a>
      )}
    </li>
  );
});
