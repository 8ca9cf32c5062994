import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { alertsTexts } from './alerts-texts';
import type { Notification } from '#shared/schemas/alerts.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHero } from '#web/components/ui/page-hero';
import { Tag } from '#web/components/ui/tag';
import { formatDateTime } from '#web/lib/format-date';
import { programLink } from '#web/lib/program-link';
import { useDocumentTitle } from '#web/lib/use-document-title';
import pageStyles from '#web/components/ui/page.module.css';
import { notificationsQueryOptions, useMarkReadMutation } from './api/alerts-api';
import { notificationText, SPANISH_NOTIFICATION_WORDS } from '#shared/notification-text.js';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './notifications-page.module.css';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { usePageLanguage } from '#web/lib/i18n';

const text = alertsTexts;

/**
 * The notification centre: newest first, each with links to the program and to the route's
 * results. Opening it marks what it shows as read; what was unread keeps its "New" tag until the
 * parent leaves.
 */
export function NotificationsPage({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.pageTitle));
  const query = useQuery(notificationsQueryOptions(userId));
  const { mutate: markRead } = useMarkReadMutation(userId);
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<string> | null>(null);
  const notifications = query.data?.notifications;

  // What was unread when the list first came stays tagged New while the page is open.
  if (notifications && newOnOpen === null) setNewOnOpen(new Set(notifications.filter((item) => item.readAt === null).map((item) => item.id)));
  useEffect(() => {
    // Marking read again is harmless: the server only stamps notifications still unread.
    if (newOnOpen && newOnOpen.size > 0) markRead([...newOnOpen]);
  }, [newOnOpen, markRead]);

  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.pageTitle)} subtitle={_(text.pageIntro)} roomBelow />
      <div className={cx(pageStyles.column, layout.stack, layout.gap4, styles.column)}>
        {query.isError && <Alert>{_(text.loadFailed)}</Alert>}
        {notifications && notifications.length === 0 && <p className={typography.muted}>{_(text.empty)}</p>}
        {notifications && notifications.length > 0 && (
          <>
            {(query.data?.unreadCount ?? 0) > 0 && (
              <Button variant="ghost" className={styles.markAll} onClick={() => markRead('all')}>
                {_(text.markAllRead)}
              </Button>
            )}
            <ul className={cx(listStyles.list, styles.list)}>
              {notifications.map((item) => (
                <NotificationItem key={item.id} item={item} isNew={newOnOpen?.has(item.id) ?? item.readAt === null} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function NotificationItem({ item, isNew }: { item: Notification; isNew: boolean }) {
  const { _, language } = usePageLanguage();
  // The words the email said it in, in the page's language.
  const { title, body } = notificationText(item, language === 'es' ? SPANISH_NOTIFICATION_WORDS : undefined);
  return (
    <li>
      <Card as="article" className={styles.item} aria-label={title}>
        <div className={cx(layout.row, layout.gap2, styles.heading)}>
          <h2 className={styles.title}>{title}</h2>
          {isNew && <Tag>{_(text.unread)}</Tag>}
        </div>
        <p className={styles.body}>{body}</p>
        <p className={styles.meta}>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
        <p className={cx(layout.row, layout.gap4, styles.links)}>
          <Link to={programLink(item.programId)}>{_(text.viewProgram)}</Link>
          {item.resultsPath && <Link to={item.resultsPath}>{_(text.viewRoute)}</Link>}
        </p>
      </Card>
    </li>
  );
}
