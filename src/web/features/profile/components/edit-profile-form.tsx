import { useState, type FormEvent } from 'react';
import { profileUpdateRequest } from '#shared/schemas/accounts.js';
import { TextField } from '#web/components/ui/text-field';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { formText } from '#web/lib/form-text';
import { signIn, type Session } from '#web/lib/session';
import { useUpdateProfileMutation } from '../api/profile';
import { cx } from '#web/lib/class-names';
import formStyles from '#web/components/ui/form.module.css';
import { SettingsForm } from './settings-form';
import styles from './settings-form.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

/**
 * Edit Profile: name, address and phone, checked with the API's own schema before sending, so
 * the words match what the server would say ("Please enter a valid phone number").
 */
export function EditProfileForm({ id, session, onClose }: { id: string; session: Session; onClose: () => void }) {
  const { _ } = usePageLanguage();
  const { user, token } = session;
  const update = useUpdateProfileMutation(user.id);
  const showToast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = profileUpdateRequest.safeParse({
      firstName: formText(data, 'firstName'),
      lastName: formText(data, 'lastName'),
      address: formText(data, 'address'),
      phoneNumber: formText(data, 'phoneNumber'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue?.message ?? _(text.profileUpdateFailed));
      const field = form.elements.namedItem(String(issue?.path[0]));
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: (response) => {
        // The stored user is what the header greets; storing it again (with the same token)
        // announces the change, so the header and this page show the new name at once.
        signIn(response.user, token);
        showToast(_(text.profileUpdated), 'success');
        onClose();
      },
    });
  }

  const shown = problem ?? (update.isError ? errorText(update.error, _(text.profileUpdateFailed)) : null);
  return (
    <SettingsForm id={id} label={_(text.editProfile)} problem={shown} saveLabel={_(text.saveProfile)} savingLabel={_(text.savingProfile)} pending={update.isPending} onSubmit={handleSubmit} onClose={onClose}>
      <div className={cx(formStyles.row, styles.row)}>
        <TextField label={_(text.firstName)} name="firstName" autoComplete="given-name" defaultValue={user.firstName} required />
        <TextField label={_(text.lastName)} name="lastName" autoComplete="family-name" defaultValue={user.lastName} required />
      </div>
      <TextField label={_(text.address)} name="address" autoComplete="street-address" defaultValue={user.address} required />
      <TextField label={_(text.phoneNumber)} name="phoneNumber" type="tel" autoComplete="tel" defaultValue={user.phoneNumber} required />
    </SettingsForm>
  );
}
