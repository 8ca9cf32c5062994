import { useState, type FormEvent } from 'react';
import { REPLY_TEXT_MAX } from '#shared/schemas/reviews.js';
import { Alert } from '#web/components/ui/alert';
import { FormButtons } from '#web/components/ui/form-buttons';
import { FormTextarea } from '#web/components/ui/form-input';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { useReplyToReview } from './reviews-api';
import { reviewTexts } from './review-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { fieldCheckText } from '#web/lib/field-check-text';
import styles from './reviews.module.css';

const text = reviewTexts;

/** A manager's public reply to one review, new or edited. */
export function ReplyForm({ programId, reviewId, initial, onDone }: { programId: string; reviewId: string; initial: string; onDone: () => void }) {
  const { _ } = usePageLanguage();
  const [reply, setReply] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useReplyToReview(programId);
  const showToast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { replyRoute } = await import('#shared/schemas/reviews.js');
    const checked = replyRoute.body.safeParse({ text: reply });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setProblem(issue ? fieldCheckText(issue.message) : _(text.failed));
      return;
    }
    save.mutate(
      { reviewId, text: checked.data.text },
      {
        onSuccess: () => {
          showToast(_(text.replySaved), 'success');
          onDone();
        },
      },
    );
  }

  return (
    <form className={styles.replyForm} onSubmit={(event) => void submit(event)} noValidate>
      {save.isError && <Alert>{errorText(save.error, _(text.failed))}</Alert>}
      <FormTextarea
        label={_(text.replyField)}
        hint={_(text.replyHint)}
        error={problem}
        rows={3}
        maxLength={REPLY_TEXT_MAX}
        value={reply}
        onValueChange={(value) => {
          setReply(value);
          setProblem(null);
        }}
      />
      <FormButtons label={_(text.replyPost)} pendingLabel={_(text.saving)} pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
