import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { messages } from '#shared/messages.js';
import { SignedOutNotice } from '#web/components/signed-out-notice';
import { Alert } from '#web/components/ui/alert';
import { Button, ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';
import { ownClaimsQueryOptions } from '../api/claims';
import { managedProgramsQueryOptions } from '../api/managed-programs';
import { ClaimsList } from './claims-list';
import { ManagedProgramCard } from './managed-program-card';
import styles from './provider-page.module.css';

const text = messages.provider;

/** /provider: the provider's claims and the programs they manage, each section of each listing editable on its own. */
export function ProviderPage() {
  useDocumentTitle(text.documentTitle);
  const access = useSignedInGuard();
  if (access.status === 'redirecting') return null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.muted}>{text.intro}</p>
      </header>
      {access.status === 'signed-out' ? <SignedOutNotice text={text.signedOut} logIn={text.logIn} /> : <Dashboard />}
    </div>
  );
}

function Dashboard() {
  const claims = useQuery(ownClaimsQueryOptions());
  const programs = useQuery(managedProgramsQueryOptions());
  const programsTitleId = useId();

  if (claims.isError || programs.isError) {
    return (
      <div className={styles.state}>
        <Alert>{text.loadFailed}</Alert>
        <Button
          variant="secondary"
          onClick={() => {
            if (claims.isError) void claims.refetch();
            if (programs.isError) void programs.refetch();
          }}
        >
          {text.retry}
        </Button>
      </div>
    );
  }
  if (claims.isPending || programs.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {text.loading}
      </p>
    );
  }
  // Approved claims are the programs below; the list keeps them so the decision is seen once.
  return (
    <>
      {claims.data.length > 0 && <ClaimsList claims={claims.data} />}
      <section aria-labelledby={programsTitleId} className={styles.section}>
        <h2 id={programsTitleId} className={styles.sectionTitle}>
          {text.programsTitle}
        </h2>
        {programs.data.length === 0 ? (
          <Card className={styles.empty}>
            <CardTitle as="h3">{text.noPrograms}</CardTitle>
            <p className={styles.muted}>{text.noProgramsText}</p>
            <ButtonLink to="/" className={styles.start}>
              {text.findProgram}
            </ButtonLink>
          </Card>
        ) : (
          <ul className={styles.programs}>
            {programs.data.map((managed) => (
              <ManagedProgramCard key={managed.program.id} managed={managed} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
