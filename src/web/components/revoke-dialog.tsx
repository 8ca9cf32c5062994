import type { UseMutationResult } from '@tanstack/react-query';
import { failedWith } from '#web/lib/api-client';
import { MutationConfirmDialog, type MutationConfirmTexts } from './mutation-confirm-dialog';

interface RevokeDialogProps {
  /** What would be revoked (its id for the mutation, and the question's words); null while closed. */
  target: { id: string; question: string } | null;
  revoke: UseMutationResult<unknown, Error, string>;
  /** The dialog's words, from the feature's catalogue (its page loads it). */
  texts: MutationConfirmTexts;
  onClose: () => void;
}

/**
 * Asks before revoking access (a feed token, a manager): it ends at once and cannot be undone.
 * A 404 means revoked already (another tab, another operator): what was wanted, so it just closes.
 */
export function RevokeDialog({ target, revoke, texts, onClose }: RevokeDialogProps) {
  function close() {
    revoke.reset();
    onClose();
  }

  return (
    <MutationConfirmDialog
      open={target !== null}
      question={target?.question ?? ''}
      texts={texts}
      mutation={revoke}
      run={(onSuccess) =>
        target &&
        revoke.mutate(target.id, {
          onSuccess,
          onError: (error) => {
            if (failedWith(error, 'NOT_FOUND')) close();
          },
        })
      }
      // An expired session already said so and went to the login page.
      unsaid={(error) => failedWith(error, 'NOT_FOUND') || failedWith(error, 'UNAUTHORIZED')}
      onDone={close}
      onClose={onClose}
    />
  );
}
