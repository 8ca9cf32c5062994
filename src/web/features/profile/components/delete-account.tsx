import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormButtons } from '#web/components/ui/form-buttons';
import { TextField } from '#web/components/ui/text-field';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { cx } from '#web/lib/class-names';
import { formText } from '#web/lib/form-text';
import { useSignOut } from '#web/lib/use-sign-out';
import { useDeleteAccountMutation } from '../api/account-settings';
import { privacyTexts } from '../privacy-texts';
import formStyles from '#web/components/ui/form.module.css';
import styles from './privacy-card.module.css';
import settingsStyles from './settings-tab.module.css';
import { usePageLanguage } from '#web/lib/i18n';

const text = privacyTexts;

/**
 * Delete my account: the password, then one question, then the deletion (docs/decisions/0035).
 * The account's token ends with it, so this browser signs out and the home page says it is done.
 */
export function DeleteAccount({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  const remove = useDeleteAccountMutation(userId);
  const signOut = useSignOut();
  const showToast = useToast();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = formText(new FormData(event.currentTarget), 'password');
    setProblem(given ? null : _(text.passwordRequired));
    remove.reset();
    if (given) setPassword(given);
  }

  function confirm() {
    if (password === null) return;
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          showToast(_(text.accountDeleted), 'success');
          signOut();
        },
        // A wrong password is for the form to say, where it can be typed again.
        onError: () => setPassword(null),
      },
    );
  }

  function close() {
    setOpen(false);
    setProblem(null);
    remove.reset();
    document.getElementById(`${formId}-open`)?.focus();
  }

  const shown = problem ?? (remove.isError ? errorText(remove.error, _(text.deleteAccountFailed)) : null);
  return (
    <div className={styles.item}>
      <p className={styles.itemText}>{_(text.deleteAccountText)}</p>
      <Button id={`${formId}-open`} variant="secondary" className={settingsStyles.danger} aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => (open ? close() : setOpen(true))}>
        {_(text.deleteAccount)}
      </Button>
      {open && (
        <form id={formId} className={cx(formStyles.form, styles.itemForm)} onSubmit={handleSubmit} noValidate aria-label={_(text.deleteAccount)}>
          {shown && <Alert>{shown}</Alert>}
          <TextField label={_(text.deleteAccountPassword)} name="password" type="password" autoComplete="current-password" required />
          <FormButtons label={_(text.deleteAccountContinue)} pending={false} onCancel={close} />
        </form>
      )}
      <ConfirmDialog
        open={password !== null}
        title={_(text.deleteAccount)}
        text={_(text.deleteAccountQuestion)}
        confirmLabel={_(text.deleteAccountConfirm)}
        pendingLabel={_(text.deletingAccount)}
        pending={remove.isPending}
        problem={null}
        onConfirm={confirm}
        onClose={() => setPassword(null)}
      />
    </div>
  );
}
