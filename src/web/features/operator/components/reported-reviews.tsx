import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ModeratedReview } from '#shared/schemas/reviews.js';
import { AccountSection, LoadFailed, LoadingLine } from '#web/components/account-page';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format-date';
import { moderationQueryOptions, type ModerationStatus } from '../api/review-moderation';
import { ModerateReviewDialog } from './moderate-review-dialog';
import typography from '#web/components/ui/typography.module.css';
import { moderationTexts } from '../review-moderation-texts';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from '../operator-page.module.css';
import layout from '#web/components/ui/layout.module.css';
import { operatorTexts as text } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

const moderation = moderationTexts;

/** Reviews parents reported (or hidden ones), each with its reports, to hide or restore with a reason. */
export function ReportedReviews() {
  const { _ } = usePageLanguage();
  const [status, setStatus] = useState<ModerationStatus>('reported');
  const [acting, setActing] = useState<ModeratedReview | null>(null);
  const query = useQuery(moderationQueryOptions(status));
  const title = _(status === 'reported' ? moderation.reviewsTitle(query.data?.length ?? 0) : moderation.hiddenReviewsTitle);
  return (
    <AccountSection title={title}>
      <div className={cx(layout.row, layout.gap3)} role="group" aria-label={_(moderation.reviewFilterLabel)}>
        {(['reported', 'hidden'] as const).map((value) => (
          <Button key={value} variant={status === value ? 'primary' : 'secondary'} aria-pressed={status === value} onClick={() => setStatus(value)}>
            {_(value === 'reported' ? moderation.showReported : moderation.showHidden)}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <LoadingLine text={_(text.loading)} />
      ) : query.isError ? (
        <LoadFailed text={_(moderation.reviewsLoadFailed)} retry={_(text.retry)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className={typography.muted}>{_(status === 'reported' ? moderation.noReported : moderation.noHidden)}</p>
      ) : (
        <ul className={cx(listStyles.list, styles.cards)}>
          {query.data.map((review) => (
            <ModeratedReviewCard key={review.id} review={review} onAct={() => setActing(review)} />
          ))}
        </ul>
      )}
      <ModerateReviewDialog review={acting} onClose={() => setActing(null)} />
    </AccountSection>
  );
}

function ModeratedReviewCard({ review, onAct }: { review: ModeratedReview; onAct: () => void }) {
  const { _ } = usePageLanguage();
  const titleId = useId();
  return (
    <Card as="li" aria-labelledby={titleId} className={styles.card} data-testid="moderated-review">
      <div>
        <h3 id={titleId} className={styles.cardTitle}>
          {_(moderation.reviewOf(review.programName))}
        </h3>
        <p className={typography.muted}>
          {_(moderation.reviewStars(review.stars))} · {_(moderation.reviewBy(review.authorName, review.authorEmail, formatDate(review.createdAt)))}
        </p>
      </div>
      {/* The parent's words as text: pre-line keeps their line breaks, nothing is read as markup. */}
      <p className={styles.reviewText}>{review.text}</p>
      {review.hidden && review.hiddenReason && <p>{_(moderation.hiddenBecause(review.hiddenReason))}</p>}
      {review.reports.length > 0 && (
        <div>
          <h4 className={styles.factsTitle}>{_(moderation.reportsTitle)}</h4>
          <ul className={styles.reportList}>
            {review.reports.map((report, at) => (
              <li key={at}>{_(moderation.reportLine(_(moderation.reportReasons[report.reason]), formatDate(report.at)))}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={cx(layout.row, layout.gap3)}>
        <Button variant={review.hidden ? 'secondary' : 'primary'} onClick={onAct}>
          {_(review.hidden ? moderation.restore : moderation.hide)}
        </Button>
      </div>
    </Card>
  );
}
