import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AGE_GROUPS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { ALERT_EMAIL_MODES, type Alert as AlertRecord, type AlertEmailMode } from '#shared/schemas/alerts.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import formStyles from '#web/components/ui/form.module.css';
import { alertsQueryOptions, useAlertMutation } from '../api/alerts-api';
import styles from './route-alert.module.css';

const text = messages.alerts;

/** The alert's state in words: "Alerts on: Infant · email at once". */
const stateOf = (alert: AlertRecord) =>
  text.alertOn(alert.ageGroups.map((group) => text.ageGroupNames[group]).join(', '), text.emailModeShort[alert.email]);

/**
 * "Alert me about openings" on a saved route: a small form (age groups, highest price, open until,
 * email) that creates the route's alert, or the alert's state with Edit and Delete.
 */
export function RouteAlert({ userId, savedRouteId }: { userId: string; savedRouteId: string }) {
  const alerts = useQuery(alertsQueryOptions(userId));
  const alert = alerts.data?.find((each) => each.savedRouteId === savedRouteId);
  const [editing, setEditing] = useState(false);
  const change = useAlertMutation(userId);
  const showToast = useToast();

  if (editing) return <AlertForm userId={userId} savedRouteId={savedRouteId} alert={alert} onDone={() => setEditing(false)} />;
  if (!alert) {
    return (
      <div className={styles.box}>
        <Button variant="secondary" onClick={() => setEditing(true)} disabled={!alerts.data}>
          {text.alertMe}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <p className={styles.state}>{stateOf(alert)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {text.editAlert}
        </Button>
        <Button
          variant="ghost"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'delete', alertId: alert.id },
              {
                onSuccess: () => showToast(text.deleted, 'success'),
                onError: (error) => showToast(errorText(error, text.saveFailed), 'error'),
              },
            )
          }
        >
          {text.deleteAlert}
        </Button>
      </div>
    </div>
  );
}

function AlertForm({ userId, savedRouteId, alert, onDone }: { userId: string; savedRouteId: string; alert: AlertRecord | undefined; onDone: () => void }) {
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
      setError(text.chooseAgeGroup);
      return;
    }
    setError(null);
    const settings = {
      ageGroups: AGE_GROUPS.filter((group) => ageGroups.includes(group)),
      maxMonthlyTuition: maxPrice.trim() === '' ? null : Number(maxPrice),
      openUntil: openUntil === '' ? null : openUntil,
      email,
    };
    change.mutate(alert ? { kind: 'update', alertId: alert.id, body: settings } : { kind: 'create', body: { savedRouteId, ...settings } }, {
      onSuccess: () => {
        showToast(text.saved, 'success');
        onDone();
      },
      onError: (failure) => setError(errorText(failure, text.saveFailed)),
    });
  }

  return (
    <form className={`${formStyles.form} ${styles.form}`} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className={styles.formTitle}>
        {text.formTitle}
      </h3>
      <fieldset className={styles.fieldset}>
        <legend>{text.ageGroupsLegend}</legend>
        <div className={styles.choices}>
          {AGE_GROUPS.map((group) => (
            <CheckboxField
              key={group}
              label={text.ageGroupNames[group]}
              checked={ageGroups.includes(group)}
              onChange={(event) => setAgeGroups((current) => (event.target.checked ? [...current, group] : current.filter((each) => each !== group)))}
            />
          ))}
        </div>
      </fieldset>
      <div className={formStyles.row}>
        <TextField label={text.maxPriceLabel} name="maxMonthlyTuition" type="number" inputMode="numeric" min={1} value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} />
        <TextField label={text.openUntilLabel} name="openUntil" type="time" value={openUntil} onChange={(event) => setOpenUntil(event.target.value)} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{text.emailLegend}</legend>
        <div className={styles.choices}>
          {ALERT_EMAIL_MODES.map((mode) => (
            <label key={mode} className={styles.radio}>
              <input type="radio" name="email" value={mode} checked={email === mode} onChange={() => setEmail(mode)} />
              {text.emailModes[mode]}
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert focusOnShow>{error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {text.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
