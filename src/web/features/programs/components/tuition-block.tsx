import { messages } from '#shared/messages.js';
import type { Listing } from '#shared/schemas/listing.js';
import { dollarRange, tuitionText } from '#web/lib/listing-text';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './blocks.module.css';
import { FactRows } from './fact-rows';
import { ListingBlock } from './listing-block';
import { byAgeThenSchedule } from './listing-order';
import { i18n } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { listingTexts } from '#web/lib/listing-texts';

const text = messages.listing;

/** Price ranges per age group and schedule, as the provider states them (per week or per month), and the fees. */
export function TuitionBlock({ section, now }: { section: Listing['tuition']; now: Date }) {
  return (
    <ListingBlock title={messages.programPage.tuitionTitle} section={section} now={now}>
      {({ rates, registrationFeeDollars, waitlistFeeDollars }) => (
        <>
          {rates.length > 0 ? (
            <FactRows
              rows={[...rates].sort(byAgeThenSchedule).map((rate) => ({
                label: `${i18n._(listingTexts.ageGroups[rate.ageGroup])} · ${i18n._(programTexts.schedules[rate.schedule])}`,
                value: tuitionText(rate),
              }))}
            />
          ) : (
            <p className={styles.notReported}>{text.notReported}</p>
          )}
          {(registrationFeeDollars !== null || waitlistFeeDollars !== null) && (
            <ul className={cx(listStyles.list, styles.lines)}>
              {registrationFeeDollars !== null && <li>{text.registrationFee(dollarRange(registrationFeeDollars))}</li>}
              {waitlistFeeDollars !== null && <li>{text.waitlistFee(dollarRange(waitlistFeeDollars))}</li>}
            </ul>
          )}
        </>
      )}
    </ListingBlock>
  );
}
