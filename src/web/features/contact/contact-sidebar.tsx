import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageLanguage } from '#web/lib/i18n';
import { contactTexts } from './contact-texts';
import layout from '#web/components/ui/layout.module.css';
import iconStyles from '#web/components/ui/icon.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './contact-page.module.css';

const text = contactTexts;

const ICONS = {
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M6.6 3h3l1.5 4.5-2 1.3a11 11 0 0 0 6.1 6.1l1.3-2L21 14.4v3A2.6 2.6 0 0 1 18.4 20 15.4 15.4 0 0 1 4 5.6 2.6 2.6 0 0 1 6.6 3z',
  chat: 'M4 5h16v11H9l-5 4z',
} as const;

/** E-mail, phone and live chat, with the hours parents can expect. */
export function ContactSidebar() {
  const { _ } = usePageLanguage();
  return (
    <aside className={cx(layout.stack, layout.gap5, styles.sidebar)} aria-labelledby="contact-sidebar-title">
      <h2 id="contact-sidebar-title" className={styles.heading}>
        {_(text.sidebarTitle)}
      </h2>
      <ul className={cx(listStyles.list, styles.channels)}>
        <Channel icon={ICONS.email} title={_(text.emailTitle)} note={_(text.emailText)}>
          <a href={`mailto:${text.emailAddress}`}>{text.emailAddress}</a>
        </Channel>
        <Channel icon={ICONS.phone} title={_(text.phoneTitle)} note={_(text.phoneText)}>
          <a href={text.phoneHref}>{text.phoneNumber}</a>
        </Channel>
        <Channel icon={ICONS.chat} title={_(text.chatTitle)} note={_(text.chatText)}>
          <Link to="/ai-companion">{_(text.chatLink)}</Link>
        </Channel>
      </ul>
    </aside>
  );
}

function Channel({ icon, title, note, children }: { icon: string; title: string; note: string; children: ReactNode }) {
  return (
    <li className={cx(layout.beside, layout.gap3)}>
      <span className={styles.channelIcon} aria-hidden="true">
        <svg className={iconStyles.stroked} viewBox="0 0 24 24" focusable="false">
          <path d={icon} />
        </svg>
      </span>
      <div className={styles.channelText}>
        <h3 className={styles.channelTitle}>{title}</h3>
        <p className={styles.channelLink}>{children}</p>
        <p className={styles.muted}>{note}</p>
      </div>
    </li>
  );
}
