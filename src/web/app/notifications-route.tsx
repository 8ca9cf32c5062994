import { SignedOutNotice } from '#web/components/signed-out-notice';
import { alertsTexts } from '#web/features/alerts/alerts-texts';
import { NotificationsPage } from '#web/features/alerts/notifications-page';
import { usePageLanguage } from '#web/lib/i18n';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';

/** /notifications: the signed-in parent's notification centre; signed out, the login page first. */
export function NotificationsRoute() {
  const { _ } = usePageLanguage();
  const access = useSignedInGuard();
  if (access.status === 'redirecting') return null;
  if (access.status === 'signed-out') return <SignedOutNotice text={_(alertsTexts.signedOut)} logIn={_(alertsTexts.logIn)} />;
  return <NotificationsPage userId={access.session.user.id} />;
}
