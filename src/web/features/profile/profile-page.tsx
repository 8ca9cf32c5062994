import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SignedOutNotice } from '#web/components/signed-out-notice';
import { Tabs, type TabItem } from '#web/components/ui/tabs';
import type { SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';
import type { SavedList } from '#web/lib/saved-list';
import type { Session } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';
import { OverviewTab } from './components/overview-tab';
import { ProfileHeader } from './components/profile-header';
import { SavedDaycaresTab } from './components/saved-daycares-tab';
import { SavedRoutesTab } from './components/saved-routes-tab';
import { SettingsTab } from './components/settings-tab';
import { TabIcon } from './components/tab-icons';
import { parseProfileTab, type ProfileTab } from './profile-tab';
import styles from './profile-page.module.css';
import { profileTexts } from './profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

/** What the parent saved; the app passes it in, from the saved-lists feature. */
interface SavedByParent {
  daycares: SavedList<SavedDaycare>;
  routes: SavedList<SavedRoute>;
  /** What a saved route's card shows under it (its alert), from the alerts feature. */
  routeExtra?: (route: SavedRoute, userId: string) => ReactNode;
}

/** /profile: who is signed in, what they saved, and their settings. */
export function ProfilePage(saved: SavedByParent) {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const access = useSignedInGuard();
  if (access.status === 'redirecting') return null;
  if (access.status === 'signed-out') {
    return (
      <div className={styles.page}>
        <SignedOutNotice text={_(text.signedOut)} logIn={_(profileTexts.logIn)} />
      </div>
    );
  }
  return <Profile session={access.session} {...saved} />;
}

function Profile({ session, daycares, routes, routeExtra }: SavedByParent & { session: Session }) {
  const { _ } = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const tab = parseProfileTab(params.get('tab'));

  function select(next: ProfileTab) {
    // The tab lives in the URL so links (the header's Saved Routes) and reloads open it; switching
    // tabs replaces the entry rather than filling Back with every click.
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true },
    );
  }

  const items: ReadonlyArray<TabItem<ProfileTab>> = [
    {
      id: 'overview',
      label: _(text.tabs.overview),
      icon: <TabIcon tab="overview" />,
      panel: <OverviewTab user={session.user} daycares={daycares.records} routes={routes.records} />,
    },
    { id: 'daycares', label: _(text.tabs.daycares), icon: <TabIcon tab="daycares" />, panel: <SavedDaycaresTab saved={daycares} /> },
    { id: 'routes', label: _(text.tabs.routes), icon: <TabIcon tab="routes" />, panel: <SavedRoutesTab saved={routes} extra={routeExtra && ((route) => routeExtra(route, session.user.id))} /> },
    { id: 'settings', label: _(text.tabs.settings), icon: <TabIcon tab="settings" />, panel: <SettingsTab session={session} /> },
  ];

  return (
    <div className={styles.page}>
      <ProfileHeader user={session.user} daycareCount={daycares.records.length} routeCount={routes.records.length} />
      <Tabs label={_(text.tabsLabel)} items={items} selected={tab} onSelect={select} className={styles.tabs} />
    </div>
  );
}
