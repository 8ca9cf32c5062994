import type { FormEvent, ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert';
import { FormButtons } from '#web/components/ui/form-buttons';
import { cx } from '#web/lib/class-names';
import formStyles from '#web/components/ui/form.module.css';
import styles from './settings-form.module.css';
import { usePageLanguage } from '#web/lib/i18n';

interface SettingsFormProps {
  /** The id the toggle button's aria-controls names. */
  id: string;
  /** The form's accessible name: the words of the button that opened it. */
  label: string;
  /** Why the last try failed (the form's check or the server's words), above the fields. */
  problem: string | null;
  saveLabel: string;
  savingLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A form the Settings card opens under its details (Edit Profile, Change Password): its error, its fields, Save and Cancel. */
export function SettingsForm({ id, label, problem, saveLabel, savingLabel, pending, onSubmit, onClose, children }: SettingsFormProps) {
  const { _ } = usePageLanguage();
  return (
    <form id={id} className={cx(formStyles.form, styles.form)} onSubmit={onSubmit} noValidate aria-label={label}>
      {problem && <Alert>{problem}</Alert>}
      {children}
      <FormButtons label={saveLabel} pendingLabel={savingLabel} pending={pending} onCancel={onClose} />
    </form>
  );
}
