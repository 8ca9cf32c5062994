import { Link } from 'react-router';
import { Brand } from './brand';
import { NAV_ITEMS } from './nav-items';
import layout from '#web/components/ui/layout.module.css';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './site-footer.module.css';
import { useLingui } from '@lingui/react';
import { shellTexts } from './shell-texts';

const text = shellTexts.footer;

/**
 * Links for the people behind the listings, after the parents' pages: providers claim and keep
 * their program current, operators review claims. Kept out of the header, which stays for parents.
 */
const BEHIND_THE_LISTINGS = [
  { to: '/provider', label: text.forProviders },
  { to: '/operator', label: text.forOperators },
] as const;

export function SiteFooter() {
  const { _ } = useLingui();
  return (
    <footer className={styles.footer}>
      <div className={cx(pageStyles.column, styles.inner)}>
        <div className={cx(layout.stack, layout.gap3, styles.about)}>
          <Brand />
          <p className={styles.pitch}>{_(text.pitch)}</p>
        </div>
        <nav aria-label={_(text.linksLabel)}>
          <ul className={cx(listStyles.bare, styles.links)}>
            {[...NAV_ITEMS.filter((item) => item.to !== '/'), ...BEHIND_THE_LISTINGS].map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{_(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={cx(pageStyles.column, styles.copyright)}>{_(text.copyright(new Date().getFullYear()))}</p>
    </footer>
  );
}
