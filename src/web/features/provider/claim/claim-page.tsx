import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messages } from '#shared/messages.js';
import type { Program } from '#shared/schemas/catalogue.js';
import { SignedOutNotice } from '#web/components/signed-out-notice';
import { Alert } from '#web/components/ui/alert';
import { Button, ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { failedWith } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';
import { catalogueProgramQueryOptions } from '../api/claims';
import { ClaimForm } from './claim-form';
import styles from './claim-page.module.css';

const text = messages.provider.claim;

/** /provider/claim/:programId: an account asks to manage a program's listing. */
export function ClaimPage() {
  useDocumentTitle(text.documentTitle);
  const access = useSignedInGuard();
  const { programId = '' } = useParams();
  if (access.status === 'redirecting') return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      {access.status === 'signed-out' ? (
        <SignedOutNotice text={messages.provider.signedOut} logIn={messages.provider.logIn} />
      ) : (
        <ClaimProgram programId={programId} />
      )}
    </div>
  );
}

function ClaimProgram({ programId }: { programId: string }) {
  const program = useQuery(catalogueProgramQueryOptions(programId));
  const [sent, setSent] = useState(false);

  if (program.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {text.loading}
      </p>
    );
  }
  if (program.isError) {
    const gone = failedWith(program.error, 'NOT_FOUND');
    return (
      <div className={styles.stack}>
        <Alert>{gone ? text.programNotFound : text.loadFailed}</Alert>
        {!gone && (
          <Button variant="secondary" className={styles.start} onClick={() => void program.refetch()}>
            {messages.provider.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <>
      <ProgramFacts program={program.data} />
      {sent ? (
        <Card as="section" role="status" aria-labelledby="claim-sent" className={styles.sent}>
          <CardTitle as="h2" id="claim-sent">
            {text.sentTitle}
          </CardTitle>
          <p>{text.sentText}</p>
          <ButtonLink to="/provider" className={styles.start}>
            {text.toDashboard}
          </ButtonLink>
        </Card>
      ) : (
        <>
          <p className={styles.muted}>{text.intro}</p>
          <ClaimForm program={program.data} onSent={() => setSent(true)} />
        </>
      )}
    </>
  );
}

/** The program being claimed, as the catalogue lists it, so the claimant knows they picked the right one. */
function ProgramFacts({ program }: { program: Program }) {
  return (
    <Card as="section" aria-label={program.name} className={styles.program}>
      <CardTitle as="h2">{program.name}</CardTitle>
      <p className={styles.muted}>
        {program.address}, {program.city}, {program.state} {program.zip}
      </p>
    </Card>
  );
}
