import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { useSignOut } from '#web/lib/use-sign-out';
import { useSignOutEverywhereMutation } from '../api/account-settings';
import { privacyTexts } from '../privacy-texts';
import styles from './privacy-card.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = privacyTexts;

/**
 * Sign out everywhere: after one question, every token of the account stops working
 * (docs/decisions/0023), so this browser signs out too and says so on the home page.
 */
export function SignOutEverywhere({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  const signOutEverywhere = useSignOutEverywhereMutation(userId);
  const signOut = useSignOut();
  const showToast = useToast();
  const [asking, setAsking] = useState(false);

  function confirm() {
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => {
        showToast(_(text.signedOutEverywhere), 'success');
        signOut();
      },
    });
  }

  return (
    <div className={styles.item}>
      <p className={styles.itemText}>{_(text.signOutEverywhereText)}</p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {_(text.signOutEverywhere)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={_(text.signOutEverywhere)}
        text={_(text.signOutEverywhereQuestion)}
        confirmLabel={_(text.signOutEverywhere)}
        pendingLabel={_(text.signingOutEverywhere)}
        cancelLabel={_(profileTexts.cancel)}
        pending={signOutEverywhere.isPending}
        problem={signOutEverywhere.isError ? errorText(signOutEverywhere.error, _(text.signOutEverywhereFailed)) : null}
        onConfirm={confirm}
        onClose={() => {
          signOutEverywhere.reset();
          setAsking(false);
        }}
      />
    </div>
  );
}
