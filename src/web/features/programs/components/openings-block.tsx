import type { Listing } from '#shared/schemas/listing.js';
import { cx } from '#web/lib/class-names';
import { openingsStale, seatsText } from '#web/lib/listing-text';
import { daysAgo } from '#web/lib/relative-days';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './blocks.module.css';
import { ListingBlock } from './listing-block';
import { byAgeGroup } from './listing-order';
import typography from '#web/components/ui/typography.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { listingTexts } from '#web/lib/listing-texts';
import { programPageTexts } from '../program-page-texts';

/** Seats, waitlists and next openings per age group; openings nobody confirmed for a month say so. */
export function OpeningsBlock({ section, now }: { section: Listing['openings']; now: Date }) {
  const { _ } = usePageLanguage();
  return (
    <ListingBlock title={_(programPageTexts.openingsTitle)} section={section} now={now}>
      {({ ageGroups }) => {
        const stale = section !== null && openingsStale(section.updatedAt, now);
        if (ageGroups.length === 0) return <p className={styles.notReported}>{_(listingTexts.notReported)}</p>;
        return (
          <>
            {stale && section && <p className={styles.warning}>{_(programPageTexts.staleOpenings(daysAgo(section.updatedAt, now)))}</p>}
            <ul className={cx(listStyles.list, styles.lines)}>
              {[...ageGroups].sort(byAgeGroup).map((entry) => (
                <li key={entry.ageGroup} className={cx(entry.openSeats > 0 && !stale && typography.good, stale && typography.muted)}>
                  {seatsText(entry)}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </ListingBlock>
  );
}
