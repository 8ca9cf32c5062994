import type { MessageDescriptor } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Preferences } from '#shared/schemas/account-settings.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { preferencesQueryOptions, useUpdatePreferencesMutation } from '../api/account-settings';
import styles from './settings-form.module.css';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

const FLAGS: ReadonlyArray<{ key: keyof Preferences; label: MessageDescriptor }> = [
  { key: 'emailNotifications', label: text.emailNotifications },
  { key: 'locationServices', label: text.locationServices },
  { key: 'marketingEmails', label: text.marketingEmails },
];

/** The three Preferences checkboxes, each saved as soon as it changes. */
export function PreferencesForm({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  const query = useQuery(preferencesQueryOptions(userId));
  const update = useUpdatePreferencesMutation(userId);
  const introId = useId();
  // What the parent last chose, shown at once: a checkbox that waited for the server would spring
  // back on click. Cleared when a save fails, so the boxes fall back to what the server holds.
  const [chosen, setChosen] = useState<Preferences | null>(null);

  if (query.isError) {
    return (
      <div className={cx(layout.stack, layout.gap3, styles.stateRow)}>
        <Alert>{_(text.preferencesLoadFailed)}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {_(profileTexts.retry)}
        </Button>
      </div>
    );
  }

  const preferences = chosen ?? query.data;

  function choose(key: keyof Preferences, checked: boolean) {
    if (!preferences) return;
    const next = { ...preferences, [key]: checked };
    setChosen(next);
    update.mutate(next, { onError: () => setChosen(null) });
  }

  return (
    <fieldset className={cx(layout.stack, layout.gap1, styles.fieldset)} aria-describedby={introId} disabled={!preferences}>
      {/* The section's heading shows "Preferences"; the legend names the group for screen readers. */}
      <legend>
        <VisuallyHidden>{_(text.preferences)}</VisuallyHidden>
      </legend>
      <p id={introId} className={styles.intro}>
        {_(text.preferencesIntro)}
      </p>
      {FLAGS.map(({ key, label }) => (
        <CheckboxField
          key={key}
          label={_(label)}
          name={key}
          checked={preferences?.[key] ?? false}
          onChange={(event) => choose(key, event.currentTarget.checked)}
        />
      ))}
      <div role="status" className={styles.status}>
        {update.isSuccess && _(text.preferencesSaved)}
      </div>
      {update.isError && <Alert>{_(text.preferencesFailed)}</Alert>}
    </fieldset>
  );
}
