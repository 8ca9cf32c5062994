import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageLanguage } from '#web/lib/i18n';
import { accountPagesTexts } from './account-pages-texts';
import { Alert } from '#web/components/ui/alert';
import { ButtonLink } from '#web/components/ui/button';
import { ResendVerificationButton } from '#web/components/resend-verification-button';
import { errorText } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/use-session';
import { useVerifyEmailMutation } from './api/account-links';
import { AuthCard } from './components/auth-card';
import { Notice } from './components/notice';
import styles from './verify-email-page.module.css';

const text = accountPagesTexts.verifyEmail;

/** /verify-email?token=: verifies on arrival, then says so, or says what went wrong and offers a new link. */
export function VerifyEmailPage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const verify = useVerifyEmailMutation();
  const { mutate } = verify;

  // Once per token: a link works once, so a second call (React's development double effects, a
  // re-render) would answer "already used" to a parent whose address was just verified.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const next = session ? (
    <ButtonLink to="/profile" variant="secondary">
      {_(text.goToProfile)}
    </ButtonLink>
  ) : (
    <ButtonLink to="/" variant="secondary">
      {_(text.goHome)}
    </ButtonLink>
  );

  return (
    <AuthCard title={_(text.title)} footer={next}>
      {!token && <Alert>{_(text.noToken)}</Alert>}
      {token && (verify.isIdle || verify.isPending) && (
        <p role="status" className={styles.pending}>
          {_(text.verifying)}
        </p>
      )}
      {verify.isSuccess && <Notice>{verify.data.message}</Notice>}
      {(verify.isError || !token) && (
        <>
          {verify.isError && <Alert focusOnShow>{errorText(verify.error, _(text.failed))}</Alert>}
          {session && !session.user.emailVerified ? <ResendVerificationButton texts={text} variant="primary" fullWidth /> : !session && <Link to="/login?next=/profile">{_(text.signInToResend)}</Link>}
        </>
      )}
    </AuthCard>
  );
}
