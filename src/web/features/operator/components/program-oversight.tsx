import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
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
import { operatorTexts as text } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

interface Manager {
  id: string;
  name: string;
}

/**
 * A titled part of a program's oversight: its list, or the line saying there is nothing yet. A
 * group, not a region: several programs may be open at once, and landmarks must differ.
 */
function OversightGroup({ title, emptyText, children }: { title: string; emptyText: string | null; children: ReactNode }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={cx(layout.stack, layout.gap2)}>
      <h3 id={titleId} className={styles.subsectionTitle}>
        {title}
      </h3>
      {emptyText === null ? children : <p className={typography.muted}>{emptyText}</p>}
    </div>
  );
}

/** One program's managers (each revocable) and its audit log, newest first, as plain text. */
export function ProgramOversight({ programId, programName }: { programId: string; programName: string }) {
  const { _ } = usePageLanguage();
  const managers = useQuery(managersQueryOptions(programId));
  const audit = useQuery(auditQueryOptions(programId));
  const [revoking, setRevoking] = useState<Manager | null>(null);
  const revoke = useRevokeManagerMutation(programId);

  if (managers.isError || audit.isError) return <Alert>{_(text.auditLoadFailed)}</Alert>;
  if (managers.isPending || audit.isPending) {
    return (
      <p role="status" className={typography.muted}>
        {_(text.loading)}
      </p>
    );
  }
  return (
    <div className={cx(layout.stack, layout.gap5, styles.oversight)}>
      <OversightGroup title={_(text.managersTitle)} emptyText={managers.data.length === 0 ? _(text.noManagers) : null}>
        <ul className={listStyles.list}>
          {managers.data.map((manager) => (
            <li key={manager.id} className={cx(spreadStyles.spread, styles.row)}>
              <span>
                <strong>{manager.name}</strong> <span className={typography.muted}>{manager.email}</span>{' '}
                <span className={typography.muted}>{_(text.managerSince(formatDate(manager.since)))}</span>
              </span>
              <Button variant="secondary" aria-label={_(text.revokeLabel(manager.name))} onClick={() => setRevoking(manager)}>
                {_(text.revoke)}
              </Button>
            </li>
          ))}
        </ul>
      </OversightGroup>
      <OversightGroup title={_(text.auditTitle)} emptyText={audit.data.length === 0 ? _(text.noAudit) : null}>
        <ol className={cx(listStyles.list, styles.audit)}>
          {audit.data.map((entry) => (
            <li key={entry.id} className={cx(layout.stack, layout.gap1, styles.entry)}>
              <p>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <strong>{_(text.actions[entry.action])}</strong> ·{' '}
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
      </OversightGroup>
      <RevokeDialog
        target={revoking && { id: revoking.id, question: _(text.revokeText(revoking.name, programName)) }}
        revoke={revoke}
        texts={text.revokeDialog}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
