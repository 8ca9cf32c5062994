import { useState, type FormEvent } from 'react';
import { messages } from '#shared/messages.js';
import { rejectClaimRoute, type ClaimForReview } from '#shared/schemas/operator.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { useRejectClaimMutation } from '../api/claims-review';
import styles from '../operator-page.module.css';

const text = messages.operator;

/** Rejecting needs a reason: the claimant reads it on their dashboard. */
export function RejectClaimDialog({ claim, onClose }: { claim: ClaimForReview | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reject = useRejectClaimMutation();
  const showToast = useToast();

  function close() {
    setReason('');
    setProblem(null);
    reject.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!claim) return;
    const checked = rejectClaimRoute.body.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? text.decideFailed);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setProblem(null);
    reject.mutate(
      { claimId: claim.id, reason: checked.data.reason },
      {
        onSuccess: () => {
          showToast(text.rejected, 'success');
          close();
        },
      },
    );
  }

  const failed = reject.isError && !failedWith(reject.error, 'UNAUTHORIZED');
  return (
    <Modal open={claim !== null} onClose={close} title={text.rejectTitle}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        {failed && <Alert>{errorText(reject.error, text.decideFailed)}</Alert>}
        {claim && <p>{text.rejectText(claim.claimant.name, claim.program.name)}</p>}
        <Field label={text.reason} hint={text.reasonHint} error={problem}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" disabled={reject.isPending}>
            {reject.isPending ? text.rejecting : text.confirmReject}
          </Button>
          <Button variant="ghost" onClick={close}>
            {text.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
