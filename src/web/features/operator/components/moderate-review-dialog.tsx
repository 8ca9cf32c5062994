import { moderateRoute, type ModeratedReview } from '#shared/schemas/reviews.js';
import { useToast } from '#web/components/ui/toast';
import { useModerateReview } from '../api/review-moderation';
import { moderationTexts as moderation } from '../review-moderation-texts';
import { ReasonDialog } from './reason-dialog';

/** Hiding or restoring needs a reason: it goes into the program's audit log. */
export function ModerateReviewDialog({ review, onClose }: { review: ModeratedReview | null; onClose: () => void }) {
  const moderate = useModerateReview();
  const showToast = useToast();
  const hide = review ? !review.hidden : true;
  return (
    <ReasonDialog
      open={review !== null}
      title={hide ? moderation.hideTitle : moderation.restoreTitle}
      intro={<p>{hide ? moderation.moderateText : moderation.restoreText}</p>}
      hint={moderation.moderateReasonHint}
      rows={3}
      body={moderateRoute.body}
      decision={moderate}
      failedText={moderation.moderateFailed}
      submitText={hide ? moderation.hide : moderation.restore}
      pendingText={hide ? moderation.hiding : moderation.restoring}
      onSubmit={(reason, done) => {
        if (!review) return;
        moderate.mutate(
          { reviewId: review.id, hide, reason },
          {
            onSuccess: () => {
              showToast(hide ? moderation.hidden : moderation.restored, 'success');
              done();
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
}
