import { moderateRoute, type ModeratedReview } from '#shared/schemas/reviews.js';
import { useToast } from '#web/components/ui/toast';
import { useModerateReview } from '../api/review-moderation';
import { moderationTexts as moderation } from '../review-moderation-texts';
import { ReasonDialog } from './reason-dialog';
import { usePageLanguage } from '#web/lib/i18n';

/** Hiding or restoring needs a reason: it goes into the program's audit log. */
export function ModerateReviewDialog({ review, onClose }: { review: ModeratedReview | null; onClose: () => void }) {
  const { _ } = usePageLanguage();
  const moderate = useModerateReview();
  const showToast = useToast();
  const hide = review ? !review.hidden : true;
  return (
    <ReasonDialog
      open={review !== null}
      title={_(hide ? moderation.hideTitle : moderation.restoreTitle)}
      intro={<p>{_(hide ? moderation.moderateText : moderation.restoreText)}</p>}
      hint={_(moderation.moderateReasonHint)}
      rows={3}
      body={moderateRoute.body}
      decision={moderate}
      failedText={_(moderation.moderateFailed)}
      submitText={_(hide ? moderation.hide : moderation.restore)}
      pendingText={_(hide ? moderation.hiding : moderation.restoring)}
      onSubmit={(reason, done) => {
        if (!review) return;
        moderate.mutate(
          { reviewId: review.id, hide, reason },
          {
            onSuccess: () => {
              showToast(_(hide ? moderation.hidden : moderation.restored), 'success');
              done();
            },
          },
        );
      }}
      onClose={onClose}
    />
  );
}
