import { useQuery } from '@tanstack/react-query';
import type { ImportRunView } from '#shared/schemas/operator.js';
import { AccountSection, LoadFailed, LoadingLine } from '#web/components/account-page';
import { Card } from '#web/components/ui/card';
import typography from '#web/components/ui/typography.module.css';
import { formatDateTime } from '#web/lib/format-date';
import { catalogueRunsQueryOptions } from '../api/catalogue-runs';
import { catalogueRunsTexts } from '../catalogue-runs-texts';
import { operatorTexts } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';
import listStyles from '#web/components/ui/plain-list.module.css';
import { cx } from '#web/lib/class-names';
import styles from '../operator-page.module.css';

const text = catalogueRunsTexts;

/** The latest catalogue imports: where from, when, and what each changed or why it failed. */
export function CatalogueRuns() {
  const { _ } = usePageLanguage();
  const query = useQuery(catalogueRunsQueryOptions());
  return (
    <AccountSection title={_(text.title)}>
      <p className={typography.muted}>{_(text.intro)}</p>
      {query.isPending ? (
        <LoadingLine text={_(operatorTexts.loading)} />
      ) : query.isError ? (
        <LoadFailed text={_(text.loadFailed)} retry={_(operatorTexts.retry)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className={typography.muted}>{_(text.none)}</p>
      ) : (
        <ul className={cx(listStyles.list, styles.cards)}>
          {query.data.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

function RunCard({ run }: { run: ImportRunView }) {
  const { _ } = usePageLanguage();
  return (
    <Card as="li" className={styles.card}>
      <p className={styles.cardTitle}>
        {_(text.status[run.status])} · {formatDateTime(run.startedAt)}
      </p>
      <p className={styles.origin}>
        {run.format} · {run.origin}
      </p>
      {run.status === 'imported' && <p>{_(text.counts(run))}</p>}
      {run.error && <p className={styles.runError}>{run.error}</p>}
      {run.skippedLines.length > 0 && (
        <ul className={styles.skipped}>
          {run.skippedLines.map(({ line, reason }) => (
            <li key={line}>{_(text.skippedLine(line, reason))}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
