import type { User } from '#shared/schemas/accounts.js';
import type { SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';
import { Card } from '#web/components/ui/card';
import { cx } from '#web/lib/class-names';
import { formatDate, formatMonthYear } from '#web/lib/format-date';
import { recentActivity } from '../recent-activity';
import listStyles from '#web/components/ui/plain-list.module.css';
import spreadStyles from '#web/components/ui/spread.module.css';
import styles from './overview-tab.module.css';
import cardStyles from './profile-card.module.css';
import layout from '#web/components/ui/layout.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;
const ACTIVITY_LINES = 5;

/** Recent activity and Quick Stats (saved daycares, saved routes, member since). */
export function OverviewTab({
  user,
  daycares,
  routes,
}: {
  user: User;
  daycares: readonly SavedDaycare[];
  routes: readonly SavedRoute[];
}) {
  const { _ } = usePageLanguage();
  const activity = recentActivity(user, daycares, routes, ACTIVITY_LINES);
  return (
    <div className={styles.grid}>
      <Card as="section" className={cardStyles.card}>
        <h2 className={cardStyles.heading}>{_(text.recentActivity)}</h2>
        <ul className={listStyles.list}>
          {activity.map((line) => (
            <li key={line.key} className={styles.line}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.lineText}>{line.text}</span>
              <time className={styles.when} dateTime={line.at}>
                {formatDate(line.at)}
              </time>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" className={cardStyles.card}>
        <h2 className={cardStyles.heading}>{_(text.quickStats)}</h2>
        <dl className={cx(layout.stack, layout.gap3, styles.stats)}>
          <div className={cx(spreadStyles.spread, styles.stat)}>
            <dt>{_(text.statSavedDaycares)}</dt>
            <dd className={styles.figure}>{daycares.length}</dd>
          </div>
          <div className={cx(spreadStyles.spread, styles.stat)}>
            <dt>{_(text.statSavedRoutes)}</dt>
            <dd className={styles.figure}>{routes.length}</dd>
          </div>
          <div className={cx(spreadStyles.spread, styles.stat)}>
            <dt>{_(text.memberSince)}</dt>
            <dd className={cx(styles.figure, styles.figureDate)}>
              <time dateTime={user.createdAt}>{formatMonthYear(user.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
