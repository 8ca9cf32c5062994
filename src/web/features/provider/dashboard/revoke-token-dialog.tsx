import { messages } from '#shared/messages.js';
import type { ProviderToken } from '#shared/schemas/provider.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { useRevokeTokenMutation } from '../api/feed-tokens';

const text = messages.provider.feed;

/** Asks before revoking: the provider's software stops working with this token at once. */
export function RevokeTokenDialog({ programId, token, onClose }: { programId: string; token: ProviderToken | null; onClose: () => void }) {
  const revoke = useRevokeTokenMutation(programId);
  const showToast = useToast();

  function close() {
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!token) return;
    revoke.mutate(token.id, {
      onSuccess: () => {
        showToast(text.revoked, 'success');
        close();
      },
      onError: (error) => {
        // Revoked already (another tab): what the provider wanted.
        if (failedWith(error, 'NOT_FOUND')) close();
      },
    });
  }

  const failed = revoke.isError && !failedWith(revoke.error, 'NOT_FOUND') && !failedWith(revoke.error, 'UNAUTHORIZED');
  return (
    <ConfirmDialog
      open={token !== null}
      title={text.revokeTitle}
      text={token ? text.revokeText(token.label) : ''}
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
