import { NavLink } from 'react-router';
import { cx } from '#web/lib/class-names';
import { isUsableSession } from '#web/lib/token-shape';
import { useSession } from '#web/lib/use-session';
import { NotificationsBell } from '#web/features/alerts/components/notifications-bell';
import { AccountMenu } from './account-menu';
import { AuthLinks } from './auth-links';
import { LanguageSwitch } from './language-switch';
import { Brand } from './brand';
import { NAV_ITEMS } from './nav-items';
import { SavedListsButtons } from './saved-lists-buttons';
import { usePageDisclosure } from './use-page-disclosure';
import { useFoldedHeader } from './use-folded-header';
import headerButton from './header-button.module.css';
import visuallyHidden from '#web/components/ui/visually-hidden.module.css';
import styles from './site-header.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';
import { shellTexts } from './shell-texts';
import { usePageLanguage } from '#web/lib/i18n';

/**
 * The header on every page: links and the language switch, the notifications bell (signed in), the saved-list buttons and the account. Where the
 * window is too narrow for the links (phones, a small laptop in Spanish) they fold behind a Menu button;
 * the saved-list buttons and the account button stay in reach.
 */
export function SiteHeader() {
  const { _, language } = usePageLanguage();
  const folded = useFoldedHeader(language);
  const session = useSession();
  const signedIn = isUsableSession(session);
  const { open: menuOpen, panelId: navId, containerRef: headerRef, buttonProps: toggleProps, closeOnEscape } = usePageDisclosure<HTMLElement>();

  return (
    <header ref={headerRef} className={cx(styles.header, folded && styles.folded)} onKeyDown={closeOnEscape}>
      <div className={styles.bar}>
        <Brand compactOnPhones={signedIn} />
        <nav id={navId} aria-label={_(shellTexts.nav.label)} className={cx(styles.nav, menuOpen && styles.navOpen)}>
          <ul className={styles.links}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => cx(styles.link, isActive && styles.linkActive)}
                >
                  {_(item.label)}
                </NavLink>
              </li>
            ))}
            <li className={styles.inFoldedMenu}>
              <LanguageSwitch className={styles.link} />
            </li>
          </ul>
          {!session && <AuthLinks className={styles.inFoldedMenu} />}
        </nav>
        <div className={styles.actions}>
          {signedIn && <NotificationsBell userId={session.user.id} />}
          <SavedListsButtons />
          <LanguageSwitch short className={cx(headerButton.pill, styles.languagePill, styles.inBar)} />
          {session ? <AccountMenu user={session.user} /> : <AuthLinks className={styles.inBar} />}
          <button type="button" className={cx(headerButton.pill, styles.menuToggle)} {...toggleProps}>
            <LineIcon>
              {menuOpen ? <path d={linePaths.close} /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </LineIcon>
            <span className={visuallyHidden.hiddenOnPhones}>{_(shellTexts.nav.menu)}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
