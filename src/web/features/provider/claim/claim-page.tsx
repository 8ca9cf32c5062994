import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Program } from '#shared/schemas/catalogue.js';
import { AccountPage, LoadFailed, LoadingLine } from '#web/components/account-page';
import { ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { failedWith } from '#web/lib/api-client';
import { catalogueProgramQueryOptions } from '../api/claims';
import { ClaimForm } from './claim-form';
import typography from '#web/components/ui/typography.module.css';
import styles from './claim-page.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts.claim;

/** /provider/claim/:programId: an account asks to manage a program's listing. */
export function ClaimPage() {
  const { programId = '' } = useParams();
  return (
    <AccountPage texts={text} width="form">
      {() => <ClaimProgram programId={programId} />}
    </AccountPage>
  );
}

function ClaimProgram({ programId }: { programId: string }) {
  const { _ } = usePageLanguage();
  const program = useQuery(catalogueProgramQueryOptions(programId));
  const [sent, setSent] = useState(false);

  if (program.isPending) return <LoadingLine text={_(text.loading)} />;
  if (program.isError) {
    // A program gone from the catalogue will not come back by asking again.
    if (failedWith(program.error, 'NOT_FOUND')) return <LoadFailed text={_(text.programNotFound)} />;
    return <LoadFailed text={_(text.loadFailed)} retry={_(providerTexts.retry)} onRetry={() => void program.refetch()} />;
  }
  return (
    <>
      <ProgramFacts program={program.data} />
      {sent ? (
        <Card as="section" role="status" aria-labelledby="claim-sent" className={styles.sent}>
          <CardTitle as="h2" id="claim-sent">
            {_(text.sentTitle)}
          </CardTitle>
          <p>{_(text.sentText)}</p>
          <ButtonLink to="/provider" className={styles.start}>
            {_(text.toDashboard)}
          </ButtonLink>
        </Card>
      ) : (
        <ClaimForm program={program.data} onSent={() => setSent(true)} />
      )}
    </>
  );
}

/** The program being claimed, as the catalogue lists it, so the claimant knows they picked the right one. */
function ProgramFacts({ program }: { program: Program }) {
  return (
    <Card as="section" aria-label={program.name} className={styles.program}>
      <CardTitle as="h2">{program.name}</CardTitle>
      <p className={typography.muted}>
        {program.address}, {program.city}, {program.state} {program.zip}
      </p>
    </Card>
  );
}
