import type { FormEvent } from 'react';
import { messages } from '#shared/messages.js';
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

const text = messages.forgotPasswordPage;

/** /forgot-password: asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle(text.documentTitle);
  const forgot = useForgotPasswordMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgot.mutate({ emailId: formText(new FormData(event.currentTarget), 'emailId') });
  }

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      footer={<AuthFooterLink prompt={text.backToLogin} to="/login" label={text.loginLink} />}
    >
      {forgot.isSuccess ? (
        <Notice>{forgot.data.message}</Notice>
      ) : (
        <>
          {forgot.isError && <Alert focusOnShow>{errorText(forgot.error, text.failed)}</Alert>}
          <form className={formStyles.form} onSubmit={handleSubmit}>
            <TextField label={text.email} name="emailId" type="email" autoComplete="email" required />
            <AuthSubmit pending={forgot.isPending} label={text.submit} pendingLabel={text.submitting} />
          </form>
        </>
      )}
    </AuthCard>
  );
}
