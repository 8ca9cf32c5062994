import { useState, type FormEvent } from 'react';
import { messages } from '#shared/messages.js';
import { moderateRoute, type ModeratedReview } from '#shared/schemas/reviews.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { useModerateReview } from '../api/review-moderation';
import { moderationTexts } from '../review-moderation-texts';
import styles from '../operator-page.module.css';

const text = messages.operator;
const moderation = moderationTexts;

/** Hiding or restoring needs a reason: it goes into the program's audit log. */
export function ModerateReviewDialog({ review, onClose }: { review: ModeratedReview | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const moderate = useModerateReview();
  const showToast = useToast();
  const hide = review ? !review.hidden : true;

  function close() {
    setReason('');
    setProblem(null);
    moderate.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!review) return;
    const checked = moderateRoute.body.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? moderation.moderateFailed);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    moderate.mutate(
      { reviewId: review.id, hide, reason: checked.data.reason },
      {
        onSuccess: () => {
          showToast(hide ? moderation.hidden : moderation.restored, 'success');
          close();
        },
      },
    );
  }

  const failed = moderate.isError && !failedWith(moderate.error, 'UNAUTHORIZED');
  return (
    <Modal open={review !== null} onClose={close} title={hide ? moderation.hideTitle : moderation.restoreTitle}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        {failed && <Alert>{errorText(moderate.error, moderation.moderateFailed)}</Alert>}
        <p>{hide ? moderation.moderateText : moderation.restoreText}</p>
        <Field label={text.reason} hint={moderation.moderateReasonHint} error={problem}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
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
          <Button type="submit" disabled={moderate.isPending}>
            {moderate.isPending ? (hide ? moderation.hiding : moderation.restoring) : hide ? moderation.hide : moderation.restore}
          </Button>
          <Button variant="ghost" onClick={close}>
            {text.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
