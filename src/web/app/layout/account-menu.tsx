import { Link } from 'react-router';
import type { User } from '#shared/schemas/accounts.js';
import { useSignOut } from '#web/lib/use-sign-out';
import { displayName } from '#web/lib/session';
import avatarStyles from '#web/components/ui/avatar.module.css';
import visuallyHidden from '#web/components/ui/visually-hidden.module.css';
import { cx } from '#web/lib/class-names';
import headerButton from './header-button.module.css';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './account-menu.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';
import { usePageDisclosure } from './use-page-disclosure';
import { useLingui } from '@lingui/react';
import { shellTexts } from './shell-texts';
import { accountTexts } from '#web/lib/account-texts';

/** The account's pages, before Logout. */
const ACCOUNT_LINKS = [
  { to: '/profile', label: shellTexts.account.profile },
  { to: '/profile?tab=routes', label: shellTexts.account.savedRoutes },
  { to: '/provider', label: shellTexts.account.yourPrograms },
] as const;

/**
 * The signed-in dropdown: the first name (or "User") opening Profile, Saved Routes, the programs
 * the account manages (for providers; a parent finds there how to claim one) and Logout.
 * A disclosure (button + list of links), not an ARIA menu: role=menu promises arrow-key
 * navigation that site navigation does not need, and plain links keep Tab working as usual.
 */
export function AccountMenu({ user }: { user: User }) {
  const { _ } = useLingui();
  const signOut = useSignOut();
  // Open only on the page it was opened on, so choosing Profile or Saved Routes closes it.
  const { open, panelId, containerRef, buttonProps, closeOnEscape } = usePageDisclosure<HTMLDivElement>();
  const name = displayName(user, _(accountTexts.fallbackName));

  return (
    <div
      ref={containerRef}
      className={styles.container}
      onKeyDown={(event) => {
        // The header also listens for Escape (to fold its menu); this one is handled here.
        if (closeOnEscape(event)) event.stopPropagation();
      }}
    >
      <button type="button" className={cx(headerButton.pill, styles.button)} {...buttonProps}>
        <span className={cx(avatarStyles.avatar, styles.avatar)} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={cx(styles.name, visuallyHidden.hiddenOnPhones)}>{name}</span>
        <LineIcon d={linePaths.chevronDown} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.who}>
          <span className={styles.fullName}>
            {user.firstName} {user.lastName}
          </span>
          <span className={styles.email}>{user.emailId}</span>
        </p>
        <ul className={listStyles.bare}>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.item}>
                {_(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={signOut}>
              {_(accountTexts.logout)}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
