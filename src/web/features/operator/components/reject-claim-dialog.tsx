import { messages } from '#shared/messages.js';
import { rejectClaimRoute, type ClaimForReview } from '#shared/schemas/operator.js';
import { useToast } from '#web/components/ui/toast';
import { useRejectClaimMutation } from '../api/claims-review';
import { ReasonDialog } from './reason-dialog';

const text = messages.operator;

/** Rejecting needs a reason: the claimant reads it on their dashboard. */
export function RejectClaimDialog({ claim, onClose }: { claim: ClaimForReview | null; onClose: () => void }) {
  const reject = useRejectClaimMutation();
  const showToast = useToast();
  return (
    <ReasonDialog
      open={claim !== null}
      title={text.rejectTitle}
      intro={claim && <p>{text.rejectText(claim.claimant.name, claim.program.name)}</p>}
      hint={text.reasonHint}
      rows={4}
      body={rejectClaimRoute.body}
      decision={reject}
      failedText={text.decideFailed}
      submitText={text.confirmReject}
      pendingText={text.rejecting}
      onSubmit={(reason, done) => {
        if (!claim) return;
        reject.mutate(
          { claimId: claim.id, reason },
          {
            onSuccess: () => {
              showToast(text.rejected, 'success');
              done();
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
}
