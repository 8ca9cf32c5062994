import { useQuery } from '@tanstack/react-query';
import { messages } from '#shared/messages.js';
import { SignedOutNotice } from '#web/components/signed-out-notice';
import { Alert } from '#web/components/ui/alert';
import { Button, ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { failedWith } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';
import { claimsQueryOptions } from './api/claims-review';
import { PendingClaims } from './components/pending-claims';
import { ProgramsWithManagers } from './components/programs-with-managers';
import styles from './operator-page.module.css';

const text = messages.operator;

/** /operator: claims to decide, and per program its managers and audit log. For operators only. */
export function OperatorPage() {
  useDocumentTitle(text.documentTitle);
  const access = useSignedInGuard();
  if (access.status === 'redirecting') return null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.muted}>{text.intro}</p>
      </header>
      {access.status === 'signed-out' ? <SignedOutNotice text={text.signedOut} logIn={text.logIn} /> : <Review />}
    </div>
  );
}

function Review() {
  const pending = useQuery(claimsQueryOptions('pending'));
  if (pending.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {text.loading}
      </p>
    );
  }
  if (pending.isError) {
    // The account has no operator role: say so plainly, and point a provider to their own page.
    if (failedWith(pending.error, 'FORBIDDEN')) {
      return (
        <Card as="section" aria-labelledby="only-operators" className={styles.notice}>
          <CardTitle as="h2" id="only-operators">
            {text.onlyOperators}
          </CardTitle>
          <p>{text.onlyOperatorsText}</p>
          <ButtonLink to="/provider" variant="secondary" className={styles.start}>
            {text.toProviderDashboard}
          </ButtonLink>
        </Card>
      );
    }
    return (
      <div className={styles.state}>
        <Alert>{text.loadFailed}</Alert>
        <Button variant="secondary" onClick={() => void pending.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <PendingClaims claims={pending.data} />
      <ProgramsWithManagers />
    </>
  );
}
