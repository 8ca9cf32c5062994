import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.js';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { formText } from '../../lib/form-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoginMutation } from './api/login';
import { AuthCard } from './components/auth-card';
import { safeNextPath } from './safe-next-path';
import styles from './auth-form.module.css';

const text = messages.loginPage;

export function LoginPage() {
  useDocumentTitle(text.documentTitle);
  const navigate = useNavigate();
  const login = useLoginMutation();
  // A parent sent here to save a daycare goes back to the same results afterwards.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      { emailId: formText(form, 'emailId'), password: formText(form, 'password') },
      { onSuccess: () => void navigate(next, { replace: true }) },
    );
  }

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      footer={
        <>
          {text.noAccount} <Link to="/register">{text.registerLink}</Link>
        </>
      }
    >
      {login.isError && <Alert>{errorText(login.error, messages.auth.loginFailed)}</Alert>}
      <form className={styles.form} onSubmit={handleSubmit}>
        <TextField label={text.email} name="emailId" type="email" autoComplete="email" required />
        <TextField label={text.password} name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" className={styles.submit} fullWidth disabled={login.isPending}>
          {login.isPending ? text.submitting : text.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
