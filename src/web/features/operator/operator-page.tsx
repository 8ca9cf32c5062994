import { useQuery } from '@tanstack/react-query';
import { AccountPage, LoadFailed, LoadingLine } from '#web/components/account-page';
import { ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { failedWith } from '#web/lib/api-client';
import { claimsQueryOptions } from './api/claims-review';
import { CatalogueRuns } from './components/catalogue-runs';
import { PendingClaims } from './components/pending-claims';
import { ProgramsWithManagers } from './components/programs-with-managers';
import { ReportedReviews } from './components/reported-reviews';
import styles from './operator-page.module.css';
import { operatorTexts as text } from './operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

/** /operator: claims to decide, reported reviews, and per program its managers and audit log. For operators only. */
export function OperatorPage() {
  return (
    <AccountPage texts={text} width="wide">
      {() => <Review />}
    </AccountPage>
  );
}

function Review() {
  const { _ } = usePageLanguage();
  const pending = useQuery(claimsQueryOptions('pending'));
  if (pending.isPending) return <LoadingLine text={_(text.loading)} />;
  if (pending.isError) {
    // The account has no operator role: say so plainly, and point a provider to their own page.
    if (failedWith(pending.error, 'FORBIDDEN')) {
      return (
        <Card as="section" aria-labelledby="only-operators" className={styles.notice}>
          <CardTitle as="h2" id="only-operators">
            {_(text.onlyOperators)}
          </CardTitle>
          <p>{_(text.onlyOperatorsText)}</p>
          <ButtonLink to="/provider" variant="secondary" className={styles.start}>
            {_(text.toProviderDashboard)}
          </ButtonLink>
        </Card>
      );
    }
    return <LoadFailed text={_(text.loadFailed)} retry={_(text.retry)} onRetry={() => void pending.refetch()} />;
  }
  return (
    <>
      <PendingClaims claims={pending.data} />
      <ReportedReviews />
      <ProgramsWithManagers />
      <CatalogueRuns />
    </>
  );
}
