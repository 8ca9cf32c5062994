import type { FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { messages } from '#shared/messages.js';
import { usePageLanguage } from '#web/lib/i18n';
import { accountPagesTexts } from './account-pages-texts';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { errorText } from '#web/lib/api-client';
import { formText } from '#web/lib/form-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/use-session';
import { useLoginMutation } from './api/login';
import { AuthSubmit } from './components/auth-submit';
import { AuthCard, AuthFooterLink } from './components/auth-card';
import { Notice } from './components/notice';
import { passwordResetNotice } from './login-notice';
import { safeNextPath } from '#web/lib/safe-next-path';
import { isUsableSession } from '#web/lib/token-shape';
import formStyles from '#web/components/ui/form.module.css';
import styles from './auth-form.module.css';

const text = accountPagesTexts.login;

export function LoginPage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const session = useSession();
  const login = useLoginMutation();
  // A parent sent here to save a daycare goes back to the same results afterwards.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ emailId: formText(form, 'emailId'), password: formText(form, 'password') });
  }

  // Signed in, by this form or before arriving (a token that cannot work does not count): the form
  // has nothing left to do, so the parent goes on, and Back does not return to it.
  if (isUsableSession(session)) return <Navigate to={next} replace />;

  return (
    <AuthCard
      title={_(text.title)}
      intro={_(text.intro)}
      footer={<AuthFooterLink prompt={_(text.noAccount)} to="/register" label={_(text.registerLink)} />}
    >
      {params.get('notice') === passwordResetNotice && !login.isError && <Notice>{_(text.passwordResetNotice)}</Notice>}
      {login.isError && <Alert focusOnShow>{errorText(login.error, messages.auth.loginFailed)}</Alert>}
      <form className={formStyles.form} onSubmit={handleSubmit}>
        <TextField label={_(text.email)} name="emailId" type="email" autoComplete="email" required />
        <TextField label={_(text.password)} name="password" type="password" autoComplete="current-password" required />
        <Link to="/forgot-password" className={styles.forgot}>
          {_(text.forgotPassword)}
        </Link>
        <AuthSubmit pending={login.isPending} label={_(text.submit)} pendingLabel={_(text.submitting)} />
      </form>
    </AuthCard>
  );
}
