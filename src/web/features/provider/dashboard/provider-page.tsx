import { useQuery } from '@tanstack/react-query';
import { AccountPage, AccountSection, LoadFailed, LoadingLine } from '#web/components/account-page';
import { ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { ownClaimsQueryOptions } from '../api/claims';
import { managedProgramsQueryOptions } from '../api/managed-programs';
import { ClaimsList } from './claims-list';
import { ManagedProgramCard } from './managed-program-card';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './provider-page.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts;

/** /provider: the provider's claims and the programs they manage, each section of each listing editable on its own. */
export function ProviderPage() {
  return (
    <AccountPage texts={text} width="wide">
      {() => <Dashboard />}
    </AccountPage>
  );
}

function Dashboard() {
  const { _ } = usePageLanguage();
  const claims = useQuery(ownClaimsQueryOptions());
  const programs = useQuery(managedProgramsQueryOptions());

  if (claims.isError || programs.isError) {
    const retry = () => {
      if (claims.isError) void claims.refetch();
      if (programs.isError) void programs.refetch();
    };
    return <LoadFailed text={_(text.loadFailed)} retry={_(text.retry)} onRetry={retry} />;
  }
  if (claims.isPending || programs.isPending) return <LoadingLine text={_(text.loading)} />;
  // Approved claims are also the programs below; the list keeps them so the decision is seen.
  return (
    <>
      {claims.data.length > 0 && (
        <AccountSection title={_(text.claimsTitle)}>
          <ClaimsList claims={claims.data} />
        </AccountSection>
      )}
      <AccountSection title={_(text.programsTitle)}>
        {programs.data.length === 0 ? (
          <Card className={styles.empty}>
            <CardTitle as="h3">{_(text.noPrograms)}</CardTitle>
            <p className={typography.muted}>{_(text.noProgramsText)}</p>
            <ButtonLink to="/" className={styles.start}>
              {_(text.findProgram)}
            </ButtonLink>
          </Card>
        ) : (
          <ul className={cx(listStyles.list, styles.programs)}>
            {programs.data.map((managed) => (
              <ManagedProgramCard key={managed.program.id} managed={managed} />
            ))}
          </ul>
        )}
      </AccountSection>
    </>
  );
}
