import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AGE_GROUPS, ALERT_EMAIL_MODES } from '#shared/constants.js';
import { alertsTexts } from '../alerts-texts';
import type { Alert as AlertRecord, AlertEmailMode } from '#shared/schemas/alerts.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FormButtons } from '#web/components/ui/form-buttons';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { RadioChoices } from '#web/components/ui/radio-choices';
import { TextField } from '#web/components/ui/text-field';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import formStyles from '#web/components/ui/form.module.css';
import { alertsQueryOptions, useAlertMutation } from '../api/alerts-api';
import styles from './route-alert.module.css';
import { usePageLanguage, type Translate } from '#web/lib/i18n';
import { nameList } from '#web/lib/name-list';

const text = alertsTexts;

/** The alert's state in words: "Alerts on: Infant · email at once". */
const stateOf = (alert: AlertRecord, _: Translate) =>
  _(text.alertOn(nameList(alert.ageGroups.map((group) => _(text.ageGroupNames[group]))), _(text.emailModeShort[alert.email])));

/** What an alert watches: a saved route, or a place searched near (its label, point and radius). */
export type AlertTarget = { savedRouteId: string } | { place: { label: string; lat: number; lng: number; radiusMiles: number } };

/** A place alert stands for a nearby search when it is on the same point (to about a metre). */
const samePoint = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5;

function alertFor(alerts: readonly AlertRecord[] | undefined, target: AlertTarget): AlertRecord | undefined {
  if ('savedRouteId' in target) return alerts?.find((each) => each.savedRouteId === target.savedRouteId);
  return alerts?.find((each) => each.place !== null && samePoint(each.place, target.place));
}

/** "Alert me about openings" on a saved route. */
export function RouteAlert({ userId, savedRouteId }: { userId: string; savedRouteId: string }) {
  return <WatchAlert userId={userId} target={{ savedRouteId }} />;
}

/** "Alert me about openings near here" on a nearby search's results. */
export function PlaceAlert({ userId, place }: { userId: string; place: { label: string; lat: number; lng: number; radiusMiles: number } }) {
  return <WatchAlert userId={userId} target={{ place }} />;
}

/**
 * A small form (age groups, highest price, open until, email) that creates the alert on a route
 * or place, or the alert's state with Edit and Delete.
 */
function WatchAlert({ userId, target }: { userId: string; target: AlertTarget }) {
  const { _ } = usePageLanguage();
  const alerts = useQuery(alertsQueryOptions(userId));
  const alert = alertFor(alerts.data, target);
  const [editing, setEditing] = useState(false);
  const change = useAlertMutation(userId);
  const showToast = useToast();

  if (editing) return <AlertForm userId={userId} target={target} alert={alert} onDone={() => setEditing(false)} />;
  if (!alert) {
    return (
      <div className={cx(layout.stack, layout.gap2, styles.box)}>
        <Button variant="secondary" onClick={() => setEditing(true)} disabled={!alerts.data}>
          {'place' in target ? _(text.alertMeNearHere) : _(text.alertMe)}
        </Button>
      </div>
    );
  }
  return (
    <div className={cx(layout.stack, layout.gap2, styles.box)}>
      <p className={styles.state}>{stateOf(alert, _)}</p>
      <div className={cx(layout.row, layout.gap2)}>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {_(text.editAlert)}
        </Button>
        <Button
          variant="ghost"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'delete', alertId: alert.id },
              {
                onSuccess: () => showToast(_(text.deleted), 'success'),
                onError: (error) => showToast(errorText(error, _(text.saveFailed)), 'error'),
              },
            )
          }
        >
          {_(text.deleteAlert)}
        </Button>
      </div>
    </div>
  );
}

function AlertForm({ userId, target, alert, onDone }: { userId: string; target: AlertTarget; alert: AlertRecord | undefined; onDone: () => void }) {
  const { _ } = usePageLanguage();
  const [ageGroups, setAgeGroups] = useState<AgeGroup[]>(alert?.ageGroups ?? ['infant']);
  const [maxPrice, setMaxPrice] = useState(alert?.maxMonthlyTuition?.toString() ?? '');
  const [openUntil, setOpenUntil] = useState(alert?.openUntil ?? '');
  const [email, setEmail] = useState<AlertEmailMode>(alert?.email ?? 'instant');
  const [error, setError] = useState<string | null>(null);
  const change = useAlertMutation(userId);
  const showToast = useToast();
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ageGroups.length === 0) {
      setError(_(text.chooseAgeGroup));
      return;
    }
    setError(null);
    const settings = {
      ageGroups: AGE_GROUPS.filter((group) => ageGroups.includes(group)),
      maxMonthlyTuition: maxPrice.trim() === '' ? null : Number(maxPrice),
      openUntil: openUntil === '' ? null : openUntil,
      email,
    };
    change.mutate(alert ? { kind: 'update', alertId: alert.id, body: settings } : { kind: 'create', body: { ...target, ...settings } }, {
      onSuccess: () => {
        showToast(_(text.saved), 'success');
        onDone();
      },
      onError: (failure) => setError(errorText(failure, _(text.saveFailed))),
    });
  }

  return (
    <form className={`${formStyles.form} ${styles.form}`} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className={styles.formTitle}>
        {'place' in target ? _(text.placeFormTitle(target.place.label, target.place.radiusMiles)) : _(text.formTitle)}
      </h3>
      <fieldset className={styles.fieldset}>
        <legend>{_(text.ageGroupsLegend)}</legend>
        <div className={styles.choices}>
          {AGE_GROUPS.map((group) => (
            <CheckboxField
              key={group}
              label={_(text.ageGroupNames[group])}
              checked={ageGroups.includes(group)}
              onChange={(event) => setAgeGroups((current) => (event.target.checked ? [...current, group] : current.filter((each) => each !== group)))}
            />
          ))}
        </div>
      </fieldset>
      <div className={formStyles.row}>
        <TextField label={_(text.maxPriceLabel)} name="maxMonthlyTuition" type="number" inputMode="numeric" min={1} value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} />
        <TextField label={_(text.openUntilLabel)} name="openUntil" type="time" value={openUntil} onChange={(event) => setOpenUntil(event.target.value)} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{_(text.emailLegend)}</legend>
        <div className={styles.choices}>
          <RadioChoices name="email" values={ALERT_EMAIL_MODES} labels={{ off: _(text.emailModes.off), instant: _(text.emailModes.instant), daily: _(text.emailModes.daily) }} value={email} onChoose={setEmail} className={styles.radio} />
        </div>
      </fieldset>
      {error && <Alert focusOnShow>{error}</Alert>}
      <FormButtons label={_(text.save)} pending={change.isPending} onCancel={onDone} />
    </form>
  );
}
