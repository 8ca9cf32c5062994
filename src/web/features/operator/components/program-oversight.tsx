import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messages } from '#shared/messages.js';
import { RevokeDialog } from '#web/components/revoke-dialog';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { formatDate, formatDateTime } from '#web/lib/format-date';
import { auditQueryOptions, managersQueryOptions, useRevokeManagerMutation } from '../api/program-oversight';
import { auditActor, auditChanges } from '../audit-text';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import spreadStyles from '#web/components/ui/spread.module.css';
import styles from '../operator-page.module.css';

const text = messages.operator;

interface Manager {
  id: string;
  name: string;
}

/** One program's managers (each revocable) and its audit log, newest first, as plain text. */
export function ProgramOversight({ programId, programName }: { programId: string; programName: string }) {
  const managers = useQuery(managersQueryOptions(programId));
  const audit = useQuery(auditQueryOptions(programId));
  const [revoking, setRevoking] = useState<Manager | null>(null);
  const revoke = useRevokeManagerMutation(programId);
  const managersTitleId = useId();
  const auditTitleId = useId();

  if (managers.isError || audit.isError) return <Alert>{text.auditLoadFailed}</Alert>;
  if (managers.isPending || audit.isPending) {
    return (
      <p role="status" className={typography.muted}>
        {text.loading}
      </p>
    );
  }
  return (
    <div className={cx(layout.stack, layout.gap5, styles.oversight)}>
      {/* Groups, not regions: several programs may be open at once, and landmarks must differ. */}
      <div role="group" aria-labelledby={managersTitleId} className={cx(layout.stack, layout.gap2)}>
        <h3 id={managersTitleId} className={styles.subsectionTitle}>
          {text.managersTitle}
        </h3>
        {managers.data.length === 0 ? (
          <p className={typography.muted}>{text.noManagers}</p>
        ) : (
          <ul className={listStyles.list}>
            {managers.data.map((manager) => (
              <li key={manager.id} className={cx(spreadStyles.spread, styles.row)}>
                <span>
                  <strong>{manager.name}</strong> <span className={typography.muted}>{manager.email}</span>{' '}
                  <span className={typography.muted}>{text.managerSince(formatDate(manager.since))}</span>
                </span>
                <Button variant="secondary" aria-label={text.revokeLabel(manager.name)} onClick={() => setRevoking(manager)}>
                  {text.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div role="group" aria-labelledby={auditTitleId} className={cx(layout.stack, layout.gap2)}>
        <h3 id={auditTitleId} className={styles.subsectionTitle}>
          {text.auditTitle}
        </h3>
        {audit.data.length === 0 ? (
          <p className={typography.muted}>{text.noAudit}</p>
        ) : (
          <ol className={cx(listStyles.list, styles.audit)}>
            {audit.data.map((entry) => (
              <li key={entry.id} className={cx(layout.stack, layout.gap1, styles.entry)}>
                <p>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <strong>{text.actions[entry.action]}</strong> ·{' '}
                  {auditActor(entry)}
                </p>
                {entry.changes.length > 0 && (
                  <ul className={cx(listStyles.list, styles.changes)}>
                    {auditChanges(entry).map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <RevokeDialog
        target={revoking && { id: revoking.id, question: text.revokeText(revoking.name, programName) }}
        revoke={revoke}
        texts={text.revokeDialog}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
