import { useState } from 'react';
import type { ClaimForReview } from '#shared/schemas/operator.js';
import { AccountSection } from '#web/components/account-page';
import { ClaimReviewCard } from './claim-review-card';
import { RejectClaimDialog } from './reject-claim-dialog';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from '../operator-page.module.css';
import { operatorTexts as text } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

/** The claims waiting for a decision, oldest first as the API sends them. */
export function PendingClaims({ claims }: { claims: readonly ClaimForReview[] }) {
  const { _ } = usePageLanguage();
  const [rejecting, setRejecting] = useState<ClaimForReview | null>(null);
  return (
    <AccountSection title={_(text.pendingTitle(claims.length))}>
      {claims.length === 0 ? (
        <p className={typography.muted}>{_(text.noPending)}</p>
      ) : (
        <ul className={cx(listStyles.list, styles.cards)}>
          {claims.map((claim) => (
            <ClaimReviewCard key={claim.id} claim={claim} onReject={() => setRejecting(claim)} />
          ))}
        </ul>
      )}
      <RejectClaimDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </AccountSection>
  );
}
