import type { FormEvent } from 'react';
import { usePageLanguage } from '#web/lib/i18n';
import { accountPagesTexts } from './account-pages-texts';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { errorText } from '#web/lib/api-client';
import { formText } from '#web/lib/form-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useForgotPasswordMutation } from './api/account-links';
import { AuthSubmit } from './components/auth-submit';
import { AuthCard, AuthFooterLink } from './components/auth-card';
import { Notice } from './components/notice';
import formStyles from '#web/components/ui/form.module.css';

const text = accountPagesTexts.forgotPassword;

/** /forgot-password: asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const forgot = useForgotPasswordMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgot.mutate({ emailId: formText(new FormData(event.currentTarget), 'emailId') });
  }

  return (
    <AuthCard
      title={_(text.title)}
      intro={_(text.intro)}
      footer={<AuthFooterLink prompt={_(text.backToLogin)} to="/login" label={_(text.loginLink)} />}
    >
      {forgot.isSuccess ? (
        <Notice>{forgot.data.message}</Notice>
      ) : (
        <>
          {forgot.isError && <Alert focusOnShow>{errorText(forgot.error, _(text.failed))}</Alert>}
          <form className={formStyles.form} onSubmit={handleSubmit}>
            <TextField label={_(text.email)} name="emailId" type="email" autoComplete="email" required />
            <AuthSubmit pending={forgot.isPending} label={_(text.submit)} pendingLabel={_(text.submitting)} />
          </form>
        </>
      )}
    </AuthCard>
  );
}
