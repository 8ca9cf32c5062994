import type { Listing } from '#shared/schemas/listing.js';
import { dollarRange, tuitionText } from '#web/lib/listing-text';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './blocks.module.css';
import { FactRows } from './fact-rows';
import { ListingBlock } from './listing-block';
import { byAgeThenSchedule } from './listing-order';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { listingTexts } from '#web/lib/listing-texts';
import { programPageTexts } from '../program-page-texts';

const text = listingTexts;

/** Price ranges per age group and schedule, as the provider states them (per week or per month), and the fees. */
export function TuitionBlock({ section, now }: { section: Listing['tuition']; now: Date }) {
  const { _ } = usePageLanguage();
  return (
    <ListingBlock title={_(programPageTexts.tuitionTitle)} section={section} now={now}>
      {({ rates, registrationFeeDollars, waitlistFeeDollars }) => (
        <>
          {rates.length > 0 ? (
            <FactRows
              rows={[...rates].sort(byAgeThenSchedule).map((rate) => ({
                label: `${_(listingTexts.ageGroups[rate.ageGroup])} · ${_(programTexts.schedules[rate.schedule])}`,
                value: tuitionText(rate),
              }))}
            />
          ) : (
            <p className={styles.notReported}>{_(text.notReported)}</p>
          )}
          {(registrationFeeDollars !== null || waitlistFeeDollars !== null) && (
            <ul className={cx(listStyles.list, styles.lines)}>
              {registrationFeeDollars !== null && <li>{_(text.registrationFee(dollarRange(registrationFeeDollars)))}</li>}
              {waitlistFeeDollars !== null && <li>{_(text.waitlistFee(dollarRange(waitlistFeeDollars)))}</li>}
            </ul>
          )}
        </>
      )}
    </ListingBlock>
  );
}
