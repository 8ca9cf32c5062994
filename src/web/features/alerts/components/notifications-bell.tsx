import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import iconStyles from '#web/components/ui/icon.module.css';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { notificationsQueryOptions } from '../api/alerts-api';
import { notificationsBellTexts } from './notifications-bell-texts';
import countStyles from '#web/components/ui/count-button.module.css';
import { LineIcon } from '#web/components/ui/line-icon';

/**
 * The header's bell: a link to the notification centre, its name saying how many are unread (the
 * badge digits are in the name too, for voice control). Shown only to a signed-in parent.
 */
export function NotificationsBell({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  const { data } = useQuery(notificationsQueryOptions(userId));
  const unread = data?.unreadCount ?? 0;
  return (
    <Link to="/notifications" className={cx(iconStyles.button, countStyles.countButton)}>
      <VisuallyHidden>{_(notificationsBellTexts.label(unread))}</VisuallyHidden>
      <LineIcon d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      {unread > 0 && (
        <span className={countStyles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
