import { useState, type FormEvent } from 'react';
import { REPLY_TEXT_MAX } from '#shared/schemas/reviews.js';
import { Alert } from '#web/components/ui/alert';
import { FormButtons } from '#web/components/ui/form-buttons';
import { FormTextarea } from '#web/components/ui/form-input';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { useReplyToReview } from './reviews-api';
import { reviewTexts } from './review-texts';
import styles from './reviews.module.css';

const text = reviewTexts;

/** A manager's public reply to one review, new or edited. */
export function ReplyForm({ programId, reviewId, initial, onDone }: { programId: string; reviewId: string; initial: string; onDone: () => void }) {
  const [reply, setReply] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useReplyToReview(programId);
  const showToast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { replyRoute } = await import('#shared/schemas/reviews.js');
    const checked = replyRoute.body.safeParse({ text: reply });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? text.failed);
      return;
    }
    save.mutate(
      { reviewId, text: checked.data.text },
      {
        onSuccess: () => {
          showToast(text.replySaved, 'success');
          onDone();
        },
      },
    );
  }

  return (
    <form className={styles.replyForm} onSubmit={(event) => void submit(event)} noValidate>
      {save.isError && <Alert>{errorText(save.error, text.failed)}</Alert>}
      <FormTextarea
        label={text.replyField}
        hint={text.replyHint}
        error={problem}
        rows={3}
        maxLength={REPLY_TEXT_MAX}
        value={reply}
        onValueChange={(value) => {
          setReply(value);
          setProblem(null);
        }}
      />
      <FormButtons label={text.replyPost} pendingLabel={text.saving} pending={save.isPending} cancelLabel={text.cancel} onCancel={onDone} />
    </form>
  );
}
