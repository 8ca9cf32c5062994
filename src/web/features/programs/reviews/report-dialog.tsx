import { useState, type FormEvent } from 'react';
import { REPORT_REASONS, type ReportReason } from '#shared/schemas/reviews.js';
import { Alert } from '#web/components/ui/alert';
import { FormButtons } from '#web/components/ui/form-buttons';
import { Modal } from '#web/components/ui/modal';
import { RadioChoices } from '#web/components/ui/radio-choices';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { useReportReview } from './reviews-api';
import { reviewTexts } from './review-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './reviews.module.css';

const text = reviewTexts;

/** Reporting needs a reason, chosen from the four an operator acts on. */
export function ReportDialog({ programId, reviewId, onClose }: { programId: string; reviewId: string | null; onClose: () => void }) {
  const { _ } = usePageLanguage();
  const [reason, setReason] = useState<ReportReason>('spam');
  const report = useReportReview(programId);
  const showToast = useToast();
  const reasonLabels = Object.fromEntries(REPORT_REASONS.map((each) => [each, _(text.reportReasons[each])])) as Record<ReportReason, string>;

  function close() {
    setReason('spam');
    report.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reviewId) return;
    report.mutate(
      { reviewId, reason },
      {
        onSuccess: () => {
          showToast(_(text.reportSent), 'success');
          close();
        },
      },
    );
  }

  return (
    <Modal open={reviewId !== null} onClose={close} title={_(text.reportTitle)}>
      <form className={cx(layout.stack, layout.gap4)} onSubmit={submit}>
        {report.isError && <Alert>{errorText(report.error, _(text.failed))}</Alert>}
        <p>{_(text.reportText)}</p>
        <fieldset className={cx(layout.stack, layout.gap2, styles.reasons)}>
          <legend>{_(text.reportReason)}</legend>
          <RadioChoices name="reason" values={REPORT_REASONS} labels={reasonLabels} value={reason} onChoose={setReason} className={styles.reason} />
        </fieldset>
        <FormButtons label={_(text.reportSend)} pendingLabel={_(text.reportSending)} pending={report.isPending} onCancel={close} />
      </form>
    </Modal>
  );
}
