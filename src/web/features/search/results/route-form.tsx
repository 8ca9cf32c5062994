import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CHILDCARE_CATEGORIES, isOneOf } from '#shared/constants.js';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import { AddressField } from '../components/address-field';
import { DEFAULT_DAY_PLAN, hasPlanTimes, type DayPlanState } from '#web/lib/day-plan-params';
import { resultsUrl, type ResultFilters, type RoutePlan } from '../results-url';
import { PlanMyDay } from './plan-my-day';
import { typeOptions } from './category-options';
import { resultsTexts } from './results-texts';
import layout from '#web/components/ui/layout.module.css';
import cardStyles from '#web/components/ui/card.module.css';
import { cx } from '#web/lib/class-names';
import styles from './results-form.module.css';
import type { SaveControls } from './save-seam';
import spreadStyles from '#web/components/ui/spread.module.css';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from '../home/search-form-texts';

interface RouteFormProps {
  start: string;
  end: string;
  filters: ResultFilters;
  /** The parent's day the URL gives, if any. */
  plan: RoutePlan | undefined;
  saving: SaveControls;
  /** "search by location" is ticked: the page's hint speaks of one place, so the page holds it. */
  byLocation: boolean;
  onByLocationChange: (byLocation: boolean) => void;
}

/**
 * Route mode's editable start and end. "search by location" swaps the end field for a type
 * select and searches around the start instead. Submitting always navigates:
 * the URL is the state, and the page shows any validation text for it.
 */
export function RouteForm({ start: initialStart, end: initialEnd, filters, plan: initialPlan, saving, byLocation, onByLocationChange }: RouteFormProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [start, setStart] = useState(initialStart);
  const [end, setEnd] = useState(initialEnd);
  const [type, setType] = useState(filters.type ?? '');
  const [plan, setPlan] = useState<DayPlanState>(initialPlan ?? DEFAULT_DAY_PLAN);
  // Kept while the parent changes the times: "fits my schedule" is a choice of the results.
  const routePlan = (): RoutePlan | undefined =>
    plan === DEFAULT_DAY_PLAN && !initialPlan ? undefined : { ...plan, fits: Boolean(initialPlan?.fits && hasPlanTimes(plan)) };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosenType = isOneOf(CHILDCARE_CATEGORIES, type) ? type : null;
    void navigate(
      byLocation
        ? resultsUrl({ mode: 'search', location: start.trim(), filters: { ...filters, type: chosenType } })
        : resultsUrl({ mode: 'route', start: start.trim(), end: end.trim(), filters, plan: routePlan() }),
    );
  }

  return (
    <form className={cx(cardStyles.card, styles.form)} onSubmit={submit} noValidate>
      <div className={cx(layout.columns, layout.two, layout.gap4)}>
        <AddressField
          label={_(byLocation ? searchFormTexts.location : searchFormTexts.start)}
          name="start"
          value={start}
          onChange={setStart}
          locatable={byLocation}
        />
        {byLocation ? (
          <SelectField label={_(resultsTexts.type)} name="type" options={typeOptions(_)} value={type} onChange={(event) => setType(event.target.value)} />
        ) : (
          <AddressField label={_(searchFormTexts.end)} name="end" value={end} onChange={setEnd} />
        )}
      </div>
      {!byLocation && <PlanMyDay plan={plan} onChange={setPlan} />}
      <div className={cx(spreadStyles.spread, styles.actions)}>
        <CheckboxField label={_(resultsTexts.searchByLocation)} checked={byLocation} onChange={(event) => onByLocationChange(event.target.checked)} />
        <div className={styles.buttons}>
          {saving.canSaveRoute && !byLocation && (
            <Button variant="secondary" onClick={() => saving.saveRoute({ start: start.trim(), end: end.trim(), plan })}>
              {_(resultsTexts.saveRoute)}
            </Button>
          )}
          <Button type="submit">{_(byLocation ? resultsTexts.search : resultsTexts.showRoute)}</Button>
        </div>
      </div>
    </form>
  );
}
