import type { MessageDescriptor } from '@lingui/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorText, failedWith } from '#web/lib/api-client';
import { usePageLanguage } from '#web/lib/i18n';
import { ConfirmDialog } from './ui/confirm-dialog';
import { useToast } from './ui/toast';

/** The dialog's words, from the feature's catalogue (its page loads it). */
export interface RevokeTexts {
  title: MessageDescriptor;
  confirm: MessageDescriptor;
  pending: MessageDescriptor;
  cancel: MessageDescriptor;
  /** The notice once revoked. */
  done: MessageDescriptor;
  failed: MessageDescriptor;
}

interface RevokeDialogProps {
  /** What would be revoked (its id for the mutation, and the question's words); null while closed. */
  target: { id: string; question: string } | null;
  revoke: UseMutationResult<unknown, Error, string>;
  texts: RevokeTexts;
  onClose: () => void;
}

/**
 * Asks before revoking access (a feed token, a manager): it ends at once and cannot be undone.
 * A 404 means revoked already (another tab, another operator): what was wanted, so it just closes.
 */
export function RevokeDialog({ target, revoke, texts, onClose }: RevokeDialogProps) {
  const { _ } = usePageLanguage();
  const showToast = useToast();

  function close() {
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: () => {
        showToast(_(texts.done), 'success');
        close();
      },
      onError: (error) => {
        if (failedWith(error, 'NOT_FOUND')) close();
      },
    });
  }

  // An expired session already said so and went to the login page.
  const failed = revoke.isError && !failedWith(revoke.error, 'NOT_FOUND') && !failedWith(revoke.error, 'UNAUTHORIZED');
  return (
    <ConfirmDialog
      open={target !== null}
      title={_(texts.title)}
      text={target?.question ?? ''}
      confirmLabel={_(texts.confirm)}
      pendingLabel={_(texts.pending)}
      cancelLabel={_(texts.cancel)}
      pending={revoke.isPending}
      problem={failed ? errorText(revoke.error, _(texts.failed)) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
