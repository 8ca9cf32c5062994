import { lazy, Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { retryImport } from '#web/lib/retry-import';
import { SessionExpiryHandler } from '../session-expiry-handler';
import styles from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useLingui } from '@lingui/react';
import { shellTexts } from './shell-texts';

// The tray shows only once a parent picks programs to compare: loaded after the page, not with the
// home page's first download (its 150 KB budget).
const CompareTray = lazy(() => retryImport(() => import('#web/components/compare-tray')).then((module) => ({ default: module.CompareTray })));

export function AppLayout() {
  const { _ } = useLingui();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {_(shellTexts.skipToContent)}
      </a>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <CompareTray />
      </Suspense>
      <SiteFooter />
      <SessionExpiryHandler />
      <ScrollRestoration />
    </div>
  );
}
