import { lazy, Suspense } from 'react';
import { retryImport } from '#web/lib/retry-import';
import styles from './profile-route.module.css';
import { useLingui } from '@lingui/react';
import { pageLoadingText } from '#web/lib/page-loading-text';
import { cataloguesOf, pageWithCatalogue } from '#web/lib/i18n';

// The profile loads when a parent opens it, keeping the home page's first download small
// (docs/decisions/0010: at most 150 KB gzip); retried, since a dropped request on a phone must not break it.
const ProfilePage = lazy(() =>
  pageWithCatalogue(
    retryImport(() => import('./profile-with-saved')).then((module) => module.ProfileWithSaved),
    // The saved routes' tab holds each route's alert form: the alerts' catalogue comes too.
    cataloguesOf(
      (language) => retryImport(() => import(`../features/profile/locales/${language}.po`)),
      (language) => retryImport(() => import(`../features/alerts/locales/${language}.po`)),
    ),
  ),
);

/** /profile's route element. */
export function ProfileRoute() {
  const { _ } = useLingui();
  return (
    <Suspense
      fallback={
        <p className={styles.loading} role="status">
          {_(pageLoadingText)}
        </p>
      }
    >
      <ProfilePage />
    </Suspense>
  );
}
