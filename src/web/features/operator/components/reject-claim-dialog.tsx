import { rejectClaimRoute, type ClaimForReview } from '#shared/schemas/operator.js';
import { useToast } from '#web/components/ui/toast';
import { useRejectClaimMutation } from '../api/claims-review';
import { ReasonDialog } from './reason-dialog';
import { operatorTexts as text } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

/** Rejecting needs a reason: the claimant reads it on their dashboard. */
export function RejectClaimDialog({ claim, onClose }: { claim: ClaimForReview | null; onClose: () => void }) {
  const { _ } = usePageLanguage();
  const reject = useRejectClaimMutation();
  const showToast = useToast();
  return (
    <ReasonDialog
      open={claim !== null}
      title={_(text.rejectTitle)}
      intro={claim && <p>{_(text.rejectText(claim.claimant.name, claim.program.name))}</p>}
      hint={_(text.reasonHint)}
      rows={4}
      body={rejectClaimRoute.body}
      decision={reject}
      failedText={_(text.decideFailed)}
      submitText={_(text.confirmReject)}
      pendingText={_(text.rejecting)}
      onSubmit={(reason, done) => {
        if (!claim) return;
        reject.mutate(
          { claimId: claim.id, reason },
          {
            onSuccess: () => {
              showToast(_(text.rejected), 'success');
              done();
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
}
