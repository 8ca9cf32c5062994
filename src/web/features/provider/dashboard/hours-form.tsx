import { useState } from 'react';
import { WEEKDAYS } from '#shared/constants.js';
import type { Program } from '#shared/schemas/catalogue.js';
import type { Listing } from '#shared/schemas/listing.js';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { formatCalendarDate } from '#web/lib/format-date';
import { FormInput } from '#web/components/ui/form-input';
import { checkHours, hoursValues, withClosedDate, type DayValues, type Weekday } from '../forms/hours-values';
import { SectionFrame } from './section-frame';
import { useSectionForm } from './use-section-form';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './section-form.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import chipStyles from '#web/components/ui/chips.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';
import { usePageLanguage } from '#web/lib/i18n';
import { listingTexts } from '#web/lib/listing-texts';

const text = providerTexts.hours;
/** A day's opening and closing time, each with its label. */
const TIMES = [
  ['open', text.opens],
  ['close', text.closes],
] as const;

/** Opening hours per weekday (or closed), and the dates the program is closed. */
export function HoursForm({ program, stamped }: { program: Program; stamped: Listing['hours'] }) {
  const { _ } = usePageLanguage();
  const { values, change, errors, form } = useSectionForm(program.id, 'hours', () => hoursValues(stamped?.data ?? null), checkHours);
  const [newDate, setNewDate] = useState('');

  function updateDay(day: Weekday, field: keyof DayValues, value: string | boolean) {
    change((current) => ({ ...current, week: { ...current.week, [day]: { ...current.week[day], [field]: value } } }), `week.${day}.${field}`);
  }

  function addDate() {
    if (newDate === '') return;
    change((current) => ({ ...current, closedDates: withClosedDate(current.closedDates, newDate) }), 'closedDates');
    setNewDate('');
  }

  return (
    <SectionFrame section="hours" stamp={stamped} intro={_(text.intro)} form={form}>
      <div className={cx(layout.stack, layout.gap2)}>
        {WEEKDAYS.map((day) => {
          const hours = values.week[day];
          return (
            <fieldset key={day} className={styles.day}>
              <legend className={styles.dayName}>{_(listingTexts.weekdays[day])}</legend>
              <CheckboxField
                label={_(text.closed)}
                checked={hours.closed}
                onChange={(event) => updateDay(day, 'closed', event.target.checked)}
              />
              {!hours.closed && (
                <div className={styles.times}>
                  {TIMES.map(([field, label]) => (
                    <FormInput
                      key={field}
                      label={_(label)}
                      type="time"
                      value={hours[field]}
                      error={errors[`week.${day}.${field}`]}
                      onValueChange={(value) => updateDay(day, field, value)}
                    />
                  ))}
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{_(text.closedDates)}</legend>
        {values.closedDates.length === 0 ? (
          <p className={styles.empty}>{_(text.noClosedDates)}</p>
        ) : (
          <ul className={chipStyles.list}>
            {values.closedDates.map((date) => (
              <li key={date} className={styles.chip}>
                <span>{formatCalendarDate(date)}</span>
                <Button
                  variant="ghost"
                  className={styles.chipRemove}
                  aria-label={_(text.removeClosedDate(formatCalendarDate(date)))}
                  onClick={() => change((current) => ({ ...current, closedDates: current.closedDates.filter((kept) => kept !== date) }), 'closedDates')}
                >
                  <LineIcon d={linePaths.close} />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.addRow}>
          <FormInput label={_(text.closedDate)} type="date" value={newDate} error={errors.closedDates} onValueChange={setNewDate} />
          <Button variant="secondary" onClick={addDate} disabled={newDate === ''}>
            {_(text.addClosedDate)}
          </Button>
        </div>
      </fieldset>
    </SectionFrame>
  );
}
