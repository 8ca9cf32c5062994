import type { MessageDescriptor } from '@lingui/core';
import { errorText } from '#web/lib/api-client';
import { usePageLanguage } from '#web/lib/i18n';
import { ConfirmDialog } from './ui/confirm-dialog';
import { useToast } from './ui/toast';

/** The dialog's words, from the feature's catalogue (its page loads it). */
export interface MutationConfirmTexts {
  title: MessageDescriptor;
  confirm: MessageDescriptor;
  pending: MessageDescriptor;
  /** The notice once done. */
  done: MessageDescriptor;
  failed: MessageDescriptor;
}

interface MutationConfirmDialogProps {
  open: boolean;
  /** What happens if the person goes on, in the page's language. */
  question: string;
  texts: MutationConfirmTexts;
  /** The change asked about: the dialog shows it under way, and why it failed. */
  mutation: { isPending: boolean; isError: boolean; error: Error | null; reset: () => void };
  /** Starts the change; `onSuccess` is the dialog's, to call once it is done. */
  run: (onSuccess: () => void) => void;
  /** Failures the dialog says nothing of, as something else dealt with them already. */
  unsaid?: (error: Error) => boolean;
  /** After the notice, once the change is done. */
  onDone: () => void;
  onClose: () => void;
}

/**
 * Asks once before a change that cannot be undone (deleting a review, signing out everywhere,
 * revoking access): a notice once it is done; a failure stays in the dialog, to try again, until
 * the dialog is closed.
 */
export function MutationConfirmDialog({ open, question, texts, mutation, run, unsaid, onDone, onClose }: MutationConfirmDialogProps) {
  const { _ } = usePageLanguage();
  const showToast = useToast();

  function confirm() {
    run(() => {
      showToast(_(texts.done), 'success');
      onDone();
    });
  }

  function close() {
    mutation.reset();
    onClose();
  }

  const failed = mutation.isError && mutation.error !== null && !unsaid?.(mutation.error);
  return (
    <ConfirmDialog
      open={open}
      title={_(texts.title)}
      text={question}
      confirmLabel={_(texts.confirm)}
      pendingLabel={_(texts.pending)}
      pending={mutation.isPending}
      problem={failed ? errorText(mutation.error, _(texts.failed)) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
