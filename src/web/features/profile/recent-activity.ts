import { i18n } from '#web/lib/i18n';
import { profileTexts } from './profile-texts';
import type { User } from '#shared/schemas/accounts.js';
import type { SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';

export interface ActivityLine {
  key: string;
  text: string;
  /** ISO timestamp. */
  at: string;
}

const text = profileTexts;

/** The overview's recent activity: saves and the day the parent joined, newest first. */
export function recentActivity(
  user: Pick<User, 'createdAt'>,
  daycares: readonly SavedDaycare[],
  routes: readonly SavedRoute[],
  limit: number,
): ActivityLine[] {
  const lines: ActivityLine[] = [
    ...daycares.map((daycare) => ({ key: `daycare:${daycare.id}`, text: i18n._(text.savedDaycareActivity(daycare.name)), at: daycare.savedAt })),
    ...routes.map((route) => ({
      key: `route:${route.id}`,
      text: i18n._(text.savedRouteActivity(route.origin, route.destination)),
      at: route.createdAt,
    })),
    { key: 'joined', text: i18n._(text.joinedActivity), at: user.createdAt },
  ];
  return lines.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
