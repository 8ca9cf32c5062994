import { messages } from '#shared/messages.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { useRevokeManagerMutation } from '../api/program-oversight';

const text = messages.operator;

export interface Manager {
  id: string;
  name: string;
}

interface RevokeManagerDialogProps {
  programId: string;
  programName: string;
  manager: Manager | null;
  onClose: () => void;
}

/** Asks before revoking: the manager loses the program at once. */
export function RevokeManagerDialog({ programId, programName, manager, onClose }: RevokeManagerDialogProps) {
  const revoke = useRevokeManagerMutation(programId);
  const showToast = useToast();

  function close() {
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!manager) return;
    revoke.mutate(manager.id, {
      onSuccess: () => {
        showToast(text.revoked, 'success');
        close();
      },
      onError: (error) => {
        // Revoked already (another operator): what this one wanted.
        if (failedWith(error, 'NOT_FOUND')) close();
      },
    });
  }

  const failed = revoke.isError && !failedWith(revoke.error, 'NOT_FOUND') && !failedWith(revoke.error, 'UNAUTHORIZED');
  return (
    <ConfirmDialog
      open={manager !== null}
      title={text.revokeTitle}
      text={manager ? text.revokeText(manager.name, programName) : ''}
      confirmLabel={text.confirmRevoke}
      pendingLabel={text.revoking}
      cancelLabel={text.cancel}
      pending={revoke.isPending}
      problem={failed ? errorText(revoke.error, text.revokeFailed) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
