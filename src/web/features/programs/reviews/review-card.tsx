import { useState } from 'react';
import type { Review } from '#shared/schemas/reviews.js';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { formatDate } from '#web/lib/format-date';
import { ReplyForm } from './reply-form';
import { useMarkHelpful } from './reviews-api';
import { StarRow } from './star-row';
import { reviewTexts } from './review-texts';
import styles from './reviews.module.css';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';

const text = reviewTexts;

export interface ReviewActions {
  programId: string;
  signedIn: boolean;
  canReply: boolean;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
  onReport: (review: Review) => void;
}

/** One review: stars, who and how they know the program, the text (as text), helpful, report, reply. */
export function ReviewCard({ review, actions, hidden = false }: { review: Review; actions: ReviewActions; hidden?: boolean }) {
  const { _ } = usePageLanguage();
  const [replying, setReplying] = useState(false);
  const helpful = useMarkHelpful(actions.programId);
  const showToast = useToast();
  const meta = [
    _(text.relationships[review.relationship]),
    review.ageGroup && _(programTexts.ageGroups[review.ageGroup]),
    formatDate(review.createdAt),
  ].filter(Boolean);

  return (
    <li className={cx(layout.stack, layout.gap2, styles.review)} data-testid="review" data-mine={review.mine || undefined}>
      <div className={cx(layout.row, layout.gap3, styles.reviewHead)}>
        <StarRow stars={review.stars} />
        <p className={styles.author}>
          {review.authorName}
          {review.mine && <span className={styles.mineTag}>{_(text.yourReview)}</span>}
        </p>
      </div>
      <p className={typography.muted}>
        {meta.join(' · ')}
        {review.edited && <span className={styles.edited}> · {_(text.edited)}</span>}
      </p>
      {hidden && <p className={styles.hiddenNote}>{_(text.hiddenOwn)}</p>}
      <p className={styles.text}>{review.text}</p>
      {review.reply && !replying && (
        <div className={cx(layout.stack, layout.gap1, styles.reply)}>
          <p className={styles.replyTitle}>
            {_(text.replyFrom)}
            {review.reply.edited && <span className={styles.edited}> · {_(text.edited)}</span>}
          </p>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      )}
      {replying && <ReplyForm programId={actions.programId} reviewId={review.id} initial={review.reply?.text ?? ''} onDone={() => setReplying(false)} />}
      <div className={cx(layout.row, styles.reviewActions)}>
        {review.helpfulCount > 0 && <span className={typography.muted}>{_(text.helpfulCount(review.helpfulCount))}</span>}
        {review.mine ? (
          <>
            <Button variant="secondary" onClick={() => actions.onEdit(review)}>
              {_(text.edit)}
            </Button>
            <Button variant="ghost" onClick={() => actions.onDelete(review)}>
              {_(text.delete)}
            </Button>
          </>
        ) : (
          actions.signedIn &&
          !hidden && (
            <>
              <Button
                variant="secondary"
                aria-pressed={review.markedHelpful}
                disabled={review.markedHelpful || helpful.isPending}
                onClick={() => helpful.mutate(review.id, { onError: (error) => showToast(errorText(error, _(text.failed)), 'error') })}
              >
                {review.markedHelpful ? _(text.markedHelpful) : _(text.helpful)}
              </Button>
              <Button variant="ghost" disabled={review.reported} onClick={() => actions.onReport(review)}>
                {review.reported ? _(text.reported) : _(text.report)}
              </Button>
            </>
          )
        )}
        {actions.canReply && !replying && (
          <Button variant="ghost" onClick={() => setReplying(true)}>
            {review.reply ? _(text.editReply) : _(text.replyButton)}
          </Button>
        )}
      </div>
    </li>
  );
}
