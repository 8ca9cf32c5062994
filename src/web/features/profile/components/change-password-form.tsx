import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { TextField } from '#web/components/ui/text-field';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { formText } from '#web/lib/form-text';
import { useChangePasswordMutation } from '../api/account-settings';
import { newPasswordProblem } from '../password-check';
import { cx } from '#web/lib/class-names';
import formStyles from '#web/components/ui/form.module.css';
import { SettingsForm } from './settings-form';
import styles from './settings-form.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

/** Change Password: current, new and confirmation; a wrong current password shows the server's words. */
export function ChangePasswordForm({ id, userId, onClose }: { id: string; userId: string; onClose: () => void }) {
  const { _ } = usePageLanguage();
  const change = useChangePasswordMutation(userId);
  const showToast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currentPassword = formText(data, 'currentPassword');
    const newPassword = formText(data, 'newPassword');
    const checked = currentPassword ? newPasswordProblem(newPassword, formText(data, 'confirmPassword')) : _(text.currentPasswordRequired);
    setProblem(checked);
    if (checked) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          showToast(_(text.passwordChanged), 'success');
          onClose();
        },
      },
    );
  }

  const shown = problem ?? (change.isError ? errorText(change.error, _(text.passwordChangeFailed)) : null);
  return (
    <SettingsForm id={id} label={_(text.changePassword)} problem={shown} saveLabel={_(text.savePassword)} savingLabel={_(text.savingPassword)} pending={change.isPending} onSubmit={handleSubmit} onClose={onClose}>
      <TextField label={_(text.currentPassword)} name="currentPassword" type="password" autoComplete="current-password" required />
      <div className={cx(formStyles.row, styles.row)}>
        <TextField
          label={_(text.newPassword)}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={_(text.passwordHint(PASSWORD_MIN_LENGTH))}
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <TextField label={_(text.confirmPassword)} name="confirmPassword" type="password" autoComplete="new-password" required />
      </div>
    </SettingsForm>
  );
}
