import { useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Alert } from '#web/components/ui/alert';
import { FormButtons } from '#web/components/ui/form-buttons';
import { FormTextarea } from '#web/components/ui/form-input';
import { Modal } from '#web/components/ui/modal';
import { errorText, failedWith } from '#web/lib/api-client';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { operatorTexts } from '../operator-texts';

/** The request an operator's decision sends, as far as this dialog needs to know it. */
interface Decision {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the decision does, above the reason. */
  intro: ReactNode;
  hint: string;
  rows: number;
  /** The contract's body for the decision: its first problem with the reason shows under the field. */
  body: ZodType<{ reason: string }>;
  decision: Decision;
  failedText: string;
  submitText: string;
  pendingText: string;
  /** Sends the checked reason; calls `done` once it succeeded, which closes the dialog. */
  onSubmit: (reason: string, done: () => void) => void;
  onClose: () => void;
}

/**
 * An operator's decision that needs a written reason (rejecting a claim, hiding or restoring a
 * review): the reason goes to the person concerned or to the audit log, so it is checked by the
 * contract before the request, and a failed request says so in the dialog.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, intro, hint, rows, body, decision, failedText, submitText, pendingText, onSubmit, onClose } = props;
  const { _ } = usePageLanguage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setReason('');
    setProblem(null);
    decision.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = body.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? failedText);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    onSubmit(checked.data.reason, close);
  }

  const failed = decision.isError && !failedWith(decision.error, 'UNAUTHORIZED');
  return (
    <Modal open={open} onClose={close} title={title}>
      <form className={cx(layout.stack, layout.gap4)} onSubmit={submit} noValidate>
        {failed && <Alert>{errorText(decision.error, failedText)}</Alert>}
        {intro}
        <FormTextarea
          label={_(operatorTexts.reason)}
          hint={hint}
          error={problem}
          rows={rows}
          required
          maxLength={500}
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
        />
        <FormButtons label={submitText} pendingLabel={pendingText} pending={decision.isPending} onCancel={close} />
      </form>
    </Modal>
  );
}
