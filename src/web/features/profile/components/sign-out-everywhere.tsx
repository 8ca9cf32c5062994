import { useState } from 'react';
import { MutationConfirmDialog } from '#web/components/mutation-confirm-dialog';
import { Button } from '#web/components/ui/button';
import { useSignOut } from '#web/lib/use-sign-out';
import { useSignOutEverywhereMutation } from '../api/account-settings';
import { privacyTexts } from '../privacy-texts';
import styles from './privacy-card.module.css';
import { usePageLanguage } from '#web/lib/i18n';

const text = privacyTexts;

const dialogTexts = { title: text.signOutEverywhere, confirm: text.signOutEverywhere, pending: text.signingOutEverywhere, done: text.signedOutEverywhere, failed: text.signOutEverywhereFailed };

/**
 * Sign out everywhere: after one question, every token of the account stops working
 * (docs/decisions/0023), so this browser signs out too and says so on the home page.
 */
export function SignOutEverywhere({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  const signOutEverywhere = useSignOutEverywhereMutation(userId);
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);

  return (
    <div className={styles.item}>
      <p className={styles.itemText}>{_(text.signOutEverywhereText)}</p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {_(text.signOutEverywhere)}
      </Button>
      <MutationConfirmDialog
        open={asking}
        question={_(text.signOutEverywhereQuestion)}
        texts={dialogTexts}
        mutation={signOutEverywhere}
        run={(onSuccess) => signOutEverywhere.mutate(undefined, { onSuccess })}
        onDone={signOut}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
