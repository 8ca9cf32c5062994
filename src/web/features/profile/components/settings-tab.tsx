import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import type { Session } from '#web/lib/session';
import { useSignOut } from '#web/lib/use-sign-out';
import { accountTexts } from '#web/lib/account-texts';
import { formatDate } from '#web/lib/format-date';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';
import { privacyTexts } from '../privacy-texts';
import { PreferencesForm } from './preferences-form';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { SignOutEverywhere } from './sign-out-everywhere';
import privacyStyles from './privacy-card.module.css';
import styles from './settings-tab.module.css';
import cardStyles from './profile-card.module.css';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;
type Editing = 'profile' | 'password' | null;

/** Account details (read-only), Edit Profile, Change Password, Preferences, the account's data and sessions, and Logout. */
export function SettingsTab({ session }: { session: Session }) {
  const { _ } = usePageLanguage();
  const { user } = session;
  const signOut = useSignOut();
  const [editing, setEditing] = useState<Editing>(null);
  const formId = useId();
  const buttonId = (form: Exclude<Editing, null>) => `${formId}-${form}-button`;

  function toggle(form: Exclude<Editing, null>) {
    setEditing((current) => (current === form ? null : form));
  }

  /** The button that opens one of the two forms below the details, or closes it again. */
  function formButton(form: Exclude<Editing, null>, label: string) {
    return (
      <Button id={buttonId(form)} variant="secondary" aria-expanded={editing === form} aria-controls={editing === form ? formId : undefined} onClick={() => toggle(form)}>
        {label}
      </Button>
    );
  }

  // A closed form takes its focused field with it; the button that opened it gets focus back.
  function closeForm() {
    if (editing) document.getElementById(buttonId(editing))?.focus();
    setEditing(null);
  }

  return (
    <div className={cx(layout.stack, layout.gap5)}>
      <Card as="section" className={cardStyles.card} aria-labelledby={`${formId}-details`}>
        <h2 id={`${formId}-details`} className={cardStyles.heading}>
          {_(text.accountDetails)}
        </h2>
        <dl className={styles.details}>
          {[
            [_(text.firstName), user.firstName],
            [_(text.lastName), user.lastName],
            [_(text.email), user.emailId],
          ].map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{_(text.memberSince)}</dt>
            <dd>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <div className={cx(layout.row, layout.gap3)}>
          {formButton('profile', _(text.editProfile))}
          {formButton('password', _(text.changePassword))}
        </div>
        {editing === 'profile' && <EditProfileForm id={formId} session={session} onClose={closeForm} />}
        {editing === 'password' && <ChangePasswordForm id={formId} userId={user.id} onClose={closeForm} />}
      </Card>

      <Card as="section" className={cardStyles.card} aria-labelledby={`${formId}-preferences`}>
        <h2 id={`${formId}-preferences`} className={cardStyles.heading}>
          {_(text.preferences)}
        </h2>
        <PreferencesForm userId={user.id} />
      </Card>

      <Card as="section" className={cardStyles.card} aria-labelledby={`${formId}-privacy`}>
        <h2 id={`${formId}-privacy`} className={cardStyles.heading}>
          {_(privacyTexts.privacy)}
        </h2>
        <div className={privacyStyles.items}>
          <ExportData userId={user.id} />
          <SignOutEverywhere userId={user.id} />
          <DeleteAccount userId={user.id} />
        </div>
      </Card>

      <div>
        <Button variant="secondary" className={styles.danger} onClick={signOut}>
          {_(accountTexts.logout)}
        </Button>
      </div>
    </div>
  );
}
