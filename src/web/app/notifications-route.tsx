import { messages } from '#shared/messages.js';
import { SignedOutNotice } from '#web/components/signed-out-notice';
import { NotificationsPage } from '#web/features/alerts/notifications-page';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';

/** /notifications: the signed-in parent's notification centre; signed out, the login page first. */
export function NotificationsRoute() {
  const access = useSignedInGuard();
  if (access.status === 'redirecting') return null;
  if (access.status === 'signed-out') return <SignedOutNotice text={messages.signedOutPage.text} logIn={messages.signedOutPage.logIn} />;
  return <NotificationsPage userId={access.session.user.id} />;
}
