import type { FormEvent } from 'react';
import { Navigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { usePageLanguage } from '#web/lib/i18n';
import { accountPagesTexts } from './account-pages-texts';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { errorText } from '#web/lib/api-client';
import { formText } from '#web/lib/form-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/use-session';
import { useRegisterMutation } from './api/register';
import { AuthSubmit } from './components/auth-submit';
import { AuthCard, AuthFooterLink } from './components/auth-card';
import { DEFAULT_AFTER_LOGIN } from '#web/lib/safe-next-path';
import { isUsableSession } from '#web/lib/token-shape';
import formStyles from '#web/components/ui/form.module.css';
import { cx } from '#web/lib/class-names';
import styles from './auth-form.module.css';

const text = accountPagesTexts.register;

export function RegisterPage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const session = useSession();
  const register = useRegisterMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    register.mutate({
      firstName: formText(form, 'firstName'),
      lastName: formText(form, 'lastName'),
      emailId: formText(form, 'emailId'),
      password: formText(form, 'password'),
      address: formText(form, 'address'),
      phoneNumber: formText(form, 'phoneNumber'),
    });
  }

  // Signed in, by this form or before arriving: there is no account left to create, so home.
  if (isUsableSession(session)) return <Navigate to={DEFAULT_AFTER_LOGIN} replace />;

  return (
    <AuthCard
      title={_(text.title)}
      intro={_(text.intro)}
      footer={<AuthFooterLink prompt={_(text.haveAccount)} to="/login" label={_(text.loginLink)} />}
    >
      {register.isError && <Alert focusOnShow>{errorText(register.error, messages.auth.registrationFailed)}</Alert>}
      <form className={formStyles.form} onSubmit={handleSubmit}>
        <div className={cx(formStyles.row, styles.row)}>
          <TextField label={_(text.firstName)} name="firstName" autoComplete="given-name" required />
          <TextField label={_(text.lastName)} name="lastName" autoComplete="family-name" required />
        </div>
        <TextField label={_(text.email)} name="emailId" type="email" autoComplete="email" required />
        <TextField
          label={_(text.password)}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={_(text.passwordHint(PASSWORD_MIN_LENGTH))}
          required
        />
        <TextField
          label={_(text.address)}
          name="address"
          autoComplete="street-address"
          hint={_(text.addressHint)}
          required
        />
        <TextField label={_(text.phoneNumber)} name="phoneNumber" type="tel" autoComplete="tel" required />
        <AuthSubmit pending={register.isPending} label={_(text.submit)} pendingLabel={_(text.submitting)} />
      </form>
    </AuthCard>
  );
}
