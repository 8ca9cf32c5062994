import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Review, ReviewSort } from '#shared/schemas/reviews.js';
import { MutationConfirmDialog } from '#web/components/mutation-confirm-dialog';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/load-failed';
import { ChoiceField } from '#web/components/ui/select-field';
import { errorText } from '#web/lib/api-client';
import { loginPathReturningTo } from '#web/lib/safe-next-path';
import { useSession } from '#web/lib/use-session';
import { RatingSummary } from './rating-summary';
import { ReportDialog } from './report-dialog';
import { ReviewCard, type ReviewActions } from './review-card';
import { ReviewForm } from './review-form';
import { REVIEWS_PER_PAGE, reviewsQueryOptions, useDeleteReview } from './reviews-api';
import { reviewTexts } from './review-texts';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import spreadStyles from '#web/components/ui/spread.module.css';
import styles from './reviews.module.css';
import typography from '#web/components/ui/typography.module.css';
import layout from '#web/components/ui/layout.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { programPageTexts } from '../program-page-texts';

const text = reviewTexts;

const deleteDialogTexts = { title: text.deleteTitle, confirm: text.deleteConfirm, pending: text.deleting, done: text.deleted, failed: text.failed };

/**
 * The program's reviews (docs/decisions/0025): the rating and its spread, the parent's own review
 * and what they may do, then every visible review, newest or most helpful first, a page at a time.
 */
export function ReviewsSection({ programId }: { programId: string }) {
  const { _, i18n } = usePageLanguage();
  const session = useSession();
  const location = useLocation();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [offset, setOffset] = useState(0);
  const [writing, setWriting] = useState<'new' | Review | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const query = useQuery(reviewsQueryOptions(programId, sort, offset, session?.user.id ?? null));
  const remove = useDeleteReview(programId);
  const page = query.data;

  const actions: ReviewActions = {
    programId,
    signedIn: session !== null,
    canReply: page?.canReply ?? false,
    onEdit: (review) => setWriting(review),
    onDelete: (review) => setDeleting(review),
    onReport: (review) => setReporting(review.id),
  };

  const last = page ? Math.min(offset + REVIEWS_PER_PAGE, page.total) : 0;
  return (
    <section className={cx(layout.stack, layout.gap5, styles.section)} aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className={styles.title}>
        {_(text.title)}
      </h2>
      {!page ? (
        query.isError ? (
          <LoadFailed retryText={_(text.retry)} onRetry={() => void query.refetch()}>
            {errorText(query.error, _(text.loadFailed))}
          </LoadFailed>
        ) : (
          <p className={typography.muted} role="status">
            {_(programPageTexts.loading)}
          </p>
        )
      ) : (
        <>
          <RatingSummary summary={page.summary} />
          {writing ? (
            <ReviewForm key={writing === 'new' ? 'new' : writing.id} programId={programId} editing={writing === 'new' ? null : writing} onDone={() => setWriting(null)} />
          ) : (
            <WriteInvitation status={page.writeStatus} returnTo={`${location.pathname}${location.search}#reviews`} onWrite={() => setWriting('new')} />
          )}
          {page.own && !writing && (
            <ul className={cx(listStyles.list, styles.list)} aria-label={_(text.yourReview)}>
              <ReviewCard review={page.own} actions={actions} hidden={page.own.hidden} />
            </ul>
          )}
          {page.total > 0 && (
            <div className={cx(spreadStyles.spread, styles.toolbar)}>
              <ChoiceField
                label={_(text.sortLabel)}
                value={sort}
                onChoose={(chosen) => {
                  setSort(chosen);
                  setOffset(0);
                }}
                options={[
                  { value: 'newest', label: _(text.sortNewest) },
                  { value: 'helpful', label: _(text.sortHelpful) },
                ]}
              />
              <p className={typography.muted} aria-live="polite">
                {_(text.pageOf(i18n.number(offset + 1), i18n.number(last), i18n.number(page.total)))}
              </p>
            </div>
          )}
          <ul className={cx(listStyles.list, styles.list)}>
            {page.reviews
              .filter((review) => !review.mine)
              .map((review) => (
                <ReviewCard key={review.id} review={review} actions={actions} />
              ))}
          </ul>
          {page.total > REVIEWS_PER_PAGE && (
            <div className={styles.pager}>
              <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - REVIEWS_PER_PAGE))}>
                {_(text.previous)}
              </Button>
              <Button variant="secondary" disabled={last >= page.total} onClick={() => setOffset(offset + REVIEWS_PER_PAGE)}>
                {_(text.next)}
              </Button>
            </div>
          )}
          {!session && page.total > 0 && <p className={typography.muted}>{_(text.signInToAct)}</p>}
        </>
      )}
      <ReportDialog programId={programId} reviewId={reporting} onClose={() => setReporting(null)} />
      <MutationConfirmDialog
        open={deleting !== null}
        question={_(text.deleteText)}
        texts={deleteDialogTexts}
        mutation={remove}
        run={(onSuccess) => deleting && remove.mutate(deleting.id, { onSuccess })}
        onDone={() => setDeleting(null)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** What the parent may do about writing a review, and if nothing yet, why and what to do. */
function WriteInvitation({ status, returnTo, onWrite }: { status: string; returnTo: string; onWrite: () => void }) {
  const { _ } = usePageLanguage();
  if (status === 'can-write') {
    return (
      <div>
        <Button onClick={onWrite}>{_(text.write)}</Button>
      </div>
    );
  }
  if (status === 'sign-in') {
    return (
      <p className={styles.invitation}>
        {_(text.signInWhy)} <Link to={loginPathReturningTo(returnTo)}>{_(text.signInToWrite)}</Link>
      </p>
    );
  }
  if (status === 'verify-email') {
    return (
      <p className={styles.invitation}>
        {_(text.verifyToWrite)} <Link to="/profile">{_(text.verifyLink)}</Link>
      </p>
    );
  }
  if (status === 'manager') return <p className={styles.invitation}>{_(text.managerNote)}</p>;
  return null;
}
