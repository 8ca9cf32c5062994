import type { UseMutationResult } from '@tanstack/react-query';
import { errorText, failedWith } from '#web/lib/api-client';
import { ConfirmDialog } from './ui/confirm-dialog';
import { useToast } from './ui/toast';

export interface RevokeTexts {
  title: string;
  confirm: string;
  pending: string;
  cancel: string;
  /** The notice once revoked. */
  done: string;
  failed: string;
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
  const showToast = useToast();

  function close() {
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: () => {
        showToast(texts.done, 'success');
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
      title={texts.title}
      text={target?.question ?? ''}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      cancelLabel={texts.cancel}
      pending={revoke.isPending}
      problem={failed ? errorText(revoke.error, texts.failed) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
