import type { Claim } from '#shared/schemas/provider.js';
import { cx } from '#web/lib/class-names';
import { formatDate } from '#web/lib/format-date';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './provider-page.module.css';
import spreadStyles from '#web/components/ui/spread.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts;

/** The account's claims, as the API orders them, each with where it stands. */
export function ClaimsList({ claims }: { claims: readonly Claim[] }) {
  const { _ } = usePageLanguage();
  return (
    <ul className={cx(listStyles.list, styles.claims)}>
      {claims.map((claim) => (
        <li key={claim.id} className={cx(layout.stack, layout.gap1, styles.claim)}>
          <div className={cx(spreadStyles.spread, styles.claimHead)}>
            <p className={styles.claimProgram}>{claim.programName}</p>
            <span className={cx(styles.status, styles[claim.status])}>{_(text.claimStatus[claim.status])}</span>
          </div>
          <p className={typography.muted}>
            {_(text.claimSentOn(formatDate(claim.createdAt)))}
            {claim.decidedAt && ` · ${_(text.claimDecidedOn(formatDate(claim.decidedAt)))}`}
          </p>
          {claim.status === 'rejected' && claim.reason && <p className={styles.reason}>{_(text.claimReason(claim.reason))}</p>}
        </li>
      ))}
    </ul>
  );
}
