import type { MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { usePageLanguage } from '#web/lib/i18n';
import { accountPagesTexts } from './account-pages-texts';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { ApiError, errorText } from '#web/lib/api-client';
import { formText } from '#web/lib/form-text';
import { signOut } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useResetPasswordMutation } from './api/account-links';
import { AuthSubmit } from './components/auth-submit';
import { AuthCard } from './components/auth-card';
import { passwordResetNotice } from './login-notice';
import formStyles from '#web/components/ui/form.module.css';

const text = accountPagesTexts.resetPassword;

/** What is wrong with the two passwords before they are sent, or null. */
function passwordProblem(password: string, confirmation: string): MessageDescriptor | null {
  if (password.length < PASSWORD_MIN_LENGTH) return accountPagesTexts.register.passwordHint(PASSWORD_MIN_LENGTH);
  if (password !== confirmation) return text.mismatch;
  return null;
}

/** /reset-password?token=: the new password, twice; success goes to the login page with a notice. */
export function ResetPasswordPage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPasswordMutation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = formText(data, 'password');
    const checked = passwordProblem(password, formText(data, 'confirmPassword'));
    setProblem(checked);
    if (checked) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // Every session of the account has ended; one kept here would only fail on its next request.
          signOut();
          void navigate(`/login?notice=${passwordResetNotice}`, { replace: true });
        },
      },
    );
  }

  // A bad, expired or used link cannot be fixed on this page: the parent needs a new one.
  const linkFailed = reset.error instanceof ApiError && /^LINK_/.test(reset.error.code ?? '');
  const shown = problem ? _(problem) : (reset.isError ? errorText(reset.error, _(text.failed)) : null);
  const footer = (
    <Link to="/forgot-password">{_(text.askAgain)}</Link>
  );

  if (!token) {
    return (
      <AuthCard title={_(text.title)} intro={_(text.intro)} footer={footer}>
        <Alert>{_(text.noToken)}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={_(text.title)} intro={_(text.intro)} footer={footer}>
      {shown && (
        <Alert focusOnShow>
          {shown}
          {linkFailed && (
            <>
              {' '}
              <Link to="/forgot-password">{_(text.askAgain)}</Link>
            </>
          )}
        </Alert>
      )}
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={_(text.password)}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={_(accountPagesTexts.register.passwordHint(PASSWORD_MIN_LENGTH))}
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <TextField label={_(text.confirm)} name="confirmPassword" type="password" autoComplete="new-password" required />
        <AuthSubmit pending={reset.isPending} label={_(text.submit)} pendingLabel={_(text.submitting)} />
      </form>
    </AuthCard>
  );
}
