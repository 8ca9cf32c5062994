import { NavLink } from 'react-router';
import { messages } from '#shared/messages.js';
import { cx } from '#web/lib/class-names';
import { isUsableSession } from '#web/lib/token-shape';
import { useSession } from '#web/lib/use-session';
import { NotificationsBell } from '#web/features/alerts/components/notifications-bell';
import { AccountMenu } from './account-menu';
import { AuthLinks } from './auth-links';
import { Brand } from './brand';
import { NAV_ITEMS } from './nav-items';
import { SavedListsButtons } from './saved-lists-buttons';
import { usePageDisclosure } from './use-page-disclosure';
import headerButton from './header-button.module.css';
import visuallyHidden from '#web/components/ui/visually-hidden.module.css';
import styles from './site-header.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';

/**
 * The header on every page: links, the notifications bell (signed in), the saved-list buttons and the account. On phones the links fold behind a Menu button;
 * the saved-list buttons and the account button stay in reach.
 */
export function SiteHeader() {
  const session = useSession();
  const signedIn = isUsableSession(session);
  const { open: menuOpen, panelId: navId, containerRef: headerRef, buttonProps: toggleProps, closeOnEscape } = usePageDisclosure<HTMLElement>();

  return (
    <header ref={headerRef} className={styles.header} onKeyDown={closeOnEscape}>
      <div className={styles.bar}>
        <Brand compactOnPhones={signedIn} />
        <nav id={navId} aria-label={messages.nav.label} className={cx(styles.nav, menuOpen && styles.navOpen)}>
          <ul className={styles.links}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => cx(styles.link, isActive && styles.linkActive)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {!session && <AuthLinks className={styles.inFoldedMenu} />}
        </nav>
        <div className={styles.actions}>
          {signedIn && <NotificationsBell userId={session.user.id} />}
          <SavedListsButtons />
          {session ? <AccountMenu user={session.user} /> : <AuthLinks className={styles.inBar} />}
          <button type="button" className={cx(headerButton.pill, styles.menuToggle)} {...toggleProps}>
            <LineIcon>
              {menuOpen ? <path d={linePaths.close} /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </LineIcon>
            <span className={visuallyHidden.hiddenOnPhones}>{messages.nav.menu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
