import { useId, useState } from 'react';
import { WEEKDAYS } from '#shared/constants.js';
import { DisclosureSummary } from '#web/components/ui/disclosure';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { cx } from '#web/lib/class-names';
import { hasPlanTimes, type DayPlanState } from '#web/lib/day-plan-params';
import { planSummary } from '#web/lib/day-plan-summary';
import { dayPlanTexts } from '#web/lib/day-plan-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { clockText } from '#shared/week-hours.js';
import layout from '#web/components/ui/layout.module.css';
import styles from './plan-my-day.module.css';
import { resultsTexts } from './results-texts';
import { listingTexts } from '#web/lib/listing-texts';

const text = resultsTexts.plan;

/** The times most parents pick, a tap away; any other goes in the time field. */
const MORNING_TIMES = ['07:30', '08:00', '08:30'];
const EVENING_TIMES = ['16:30', '17:00', '17:30'];

type Weekday = (typeof WEEKDAYS)[number];
type Morning = 'departAt' | 'arriveBy';

interface TimeChoiceProps {
  label: string;
  name: string;
  quick: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Quick times as toggle buttons, and a time field for any other; choosing the pressed one again clears it. */
function TimeChoice({ label, name, quick, value, onChange }: TimeChoiceProps) {
  const { _ } = usePageLanguage();
  const inputId = useId();
  return (
    <div className={styles.times} role="group" aria-label={label}>
      {quick.map((time) => (
        <button
          key={time}
          type="button"
          className={styles.chip}
          aria-pressed={value === time}
          onClick={() => onChange(value === time ? null : time)}
        >
          {clockText(time)}
        </button>
      ))}
      <label className={styles.timeLabel} htmlFor={inputId}>
        <VisuallyHidden>{_(text.otherTime(label))}</VisuallyHidden>
        <input
          id={inputId}
          className={styles.timeInput}
          type="time"
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(/^\d{2}:\d{2}$/.test(event.target.value) ? event.target.value : null)}
        />
      </label>
    </div>
  );
}

interface PlanMyDayProps {
  plan: DayPlanState;
  onChange: (plan: DayPlanState) => void;
}

/**
 * "Plan my day" under the route's addresses (docs/decisions/0026): when the parent leaves home (or
 * must be at work), when they leave work, and on which days. Folded, also with times set, so the
 * phone's form stays short and the results start high; its summary says what is set. The fields are
 * made when it is first opened: two time fields and their clock texts cost the results page's first
 * render several milliseconds a phone multiplies (docs/decisions/0013-results-page-first-paint.md).
 */
export function PlanMyDay({ plan, onChange }: PlanMyDayProps) {
  const { _ } = usePageLanguage();
  const [opened, setOpened] = useState(false);
  const morning: Morning = plan.arriveBy ? 'arriveBy' : 'departAt';
  const morningTime = plan.arriveBy ?? plan.departAt;
  const setMorning = (kind: Morning, time: string | null) =>
    onChange({ ...plan, departAt: kind === 'departAt' ? time : null, arriveBy: kind === 'arriveBy' ? time : null });
  const toggleDay = (day: Weekday, on: boolean) => {
    const days = WEEKDAYS.filter((each) => (each === day ? on : plan.days.includes(each)));
    // At least one day: unticking the last one keeps it.
    if (days.length > 0) onChange({ ...plan, days });
  };

  return (
    <details className={styles.plan} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <DisclosureSummary className={styles.summary}>
        <span className={styles.title}>{_(text.title)}</span>
        <span className={cx(styles.summaryText, !hasPlanTimes(plan) && styles.unset)}>{planSummary(plan)}</span>
      </DisclosureSummary>
      {opened && (
        <div className={styles.body}>
          <fieldset className={cx(layout.stack, layout.gap2, styles.leg)}>
            <legend className={styles.legend}>
              <VisuallyHidden>{_(text.morningLabel)}</VisuallyHidden>
              <span className={styles.switch}>
                {(['departAt', 'arriveBy'] as const).map((kind) => (
                  <label key={kind} className={styles.switchOption}>
                    <input type="radio" name="morning" checked={morning === kind} onChange={() => setMorning(kind, morningTime)} />
                    {_(kind === 'departAt' ? text.leaveHome : text.beAtWorkBy)}
                  </label>
                ))}
              </span>
            </legend>
            <TimeChoice
              label={_(morning === 'departAt' ? text.leaveHome : text.beAtWorkBy)}
              name={morning}
              quick={MORNING_TIMES}
              value={morningTime}
              onChange={(time) => setMorning(morning, time)}
            />
          </fieldset>
          <fieldset className={cx(layout.stack, layout.gap2, styles.leg)}>
            <legend className={styles.legend}>{_(text.leaveWork)}</legend>
            <TimeChoice label={_(text.leaveWork)} name="returnAt" quick={EVENING_TIMES} value={plan.returnAt} onChange={(returnAt) => onChange({ ...plan, returnAt })} />
          </fieldset>
          <fieldset className={cx(layout.stack, layout.gap2, styles.leg, styles.daysLeg)}>
            <legend className={styles.legend}>{_(text.days)}</legend>
            <div className={styles.days}>
              {WEEKDAYS.map((day) => (
                <label key={day} className={styles.day}>
                  <input type="checkbox" checked={plan.days.includes(day)} onChange={(event) => toggleDay(day, event.target.checked)} />
                  <span aria-hidden="true">{_(dayPlanTexts.weekdays[day])}</span>
                  <VisuallyHidden>{_(listingTexts.weekdays[day])}</VisuallyHidden>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </details>
  );
}
