import { useId } from 'react';
import type { User } from '#shared/schemas/accounts.js';
import { cx } from '#web/lib/class-names';
import { displayName } from '#web/lib/session';
import { accountTexts } from '#web/lib/account-texts';
import avatarStyles from '#web/components/ui/avatar.module.css';
import { EmailStatus } from './email-status';
import styles from './profile-header.module.css';
import layout from '#web/components/ui/layout.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

/** The profile's top card: initial avatar, full name, e-mail and the three badges. */
export function ProfileHeader({ user, daycareCount, routeCount }: { user: User; daycareCount: number; routeCount: number }) {
  const { _ } = usePageLanguage();
  const nameId = useId();
  const initial = displayName(user, _(accountTexts.fallbackName)).charAt(0).toUpperCase();
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <span className={cx(avatarStyles.avatar, styles.avatar)} aria-hidden="true">
        {initial}
      </span>
      <div className={cx(layout.stack, layout.gap1, styles.who)}>
        <h1 id={nameId} className={styles.name}>
          {user.firstName} {user.lastName}
        </h1>
        <p className={styles.email}>{user.emailId}</p>
        <EmailStatus user={user} />
        <ul className={cx(layout.row, layout.gap2, styles.badges)}>
          <li className={styles.badge}>{_(text.savedDaycaresBadge(daycareCount))}</li>
          <li className={styles.badge}>{_(text.savedRoutesBadge(routeCount))}</li>
          <li className={cx(styles.badge, styles.member)}>{_(text.activeMember)}</li>
        </ul>
      </div>
    </section>
  );
}
