import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { messages } from '#shared/messages.js';
import { CompareTray } from '#web/components/compare-tray';
import { SessionExpiryHandler } from '../session-expiry-handler';
import styles from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusOnNavigation } from './use-focus-on-navigation';

export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {messages.site.skipToContent}
      </a>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <CompareTray />
      <SiteFooter />
      <SessionExpiryHandler />
      <ScrollRestoration />
    </div>
  );
}
