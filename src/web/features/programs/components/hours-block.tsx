import { WEEKDAYS } from '#shared/constants.js';
import type { Listing } from '#shared/schemas/listing.js';
import { formatCalendarDate } from '#web/lib/format-date';
import { dayHoursText, weekdayOf } from '#web/lib/listing-text';
import styles from './blocks.module.css';
import { FactRows } from './fact-rows';
import { ListingBlock } from './listing-block';
import { usePageLanguage } from '#web/lib/i18n';
import { listingTexts } from '#web/lib/listing-texts';
import { programPageTexts } from '../program-page-texts';

const text = listingTexts;

/** "2026-03-10" for the parent's today: closed dates are calendar dates, compared as text. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Each weekday's hours (today set apart) and the closed dates still ahead. */
export function HoursBlock({ section, now }: { section: Listing['hours']; now: Date }) {
  const { _ } = usePageLanguage();
  const today = weekdayOf(now);
  return (
    <ListingBlock title={_(programPageTexts.hoursTitle)} section={section} now={now}>
      {({ week, closedDates }) => {
        const ahead = closedDates.filter((date) => date >= localDate(now)).sort();
        return (
          <>
            <FactRows
              rows={WEEKDAYS.map((day) => ({
                label: _(text.weekdays[day]),
                value: dayHoursText(week[day]),
                missing: week[day] === null,
                current: day === today,
              }))}
            />
            {ahead.length > 0 && (
              <p className={styles.closedDates}>
                <strong>{_(text.closedOn)}</strong> {ahead.map(formatCalendarDate).join(' · ')}
              </p>
            )}
          </>
        );
      }}
    </ListingBlock>
  );
}
