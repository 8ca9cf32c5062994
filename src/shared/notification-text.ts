import { messages } from './messages.js';
import type { Notification } from './schemas/alerts.js';
import type { Translation } from './translation.js';

/** The words a notification is made of; the server has them in Spanish for emails too. */
export type NotificationWords = Translation<
  Pick<
    typeof messages.alerts,
    'ageGroupNames' | 'openingsTitle' | 'openingsBody' | 'newProgramTitle' | 'newProgramBody' | 'watchedTitle' | 'watchedBody' | 'closedTitle' | 'closedBody'
  >
>;

/** A notification's title and sentence, the same in the page and in its email. */
export function notificationText(
  item: Pick<Notification, 'kind' | 'programName' | 'ageGroups' | 'alertLabel'>,
  text: NotificationWords = messages.alerts,
): { title: string; body: string } {
  const groups = item.ageGroups.map((group) => text.ageGroupNames[group]).join(', ');
  switch (item.kind) {
    case 'openings':
      return { title: text.openingsTitle(item.programName), body: text.openingsBody(groups, item.alertLabel) };
    case 'new-program':
      return { title: text.newProgramTitle(item.programName), body: text.newProgramBody(item.alertLabel) };
    case 'watched':
      return { title: text.watchedTitle(item.programName), body: text.watchedBody };
    case 'closed':
      return { title: text.closedTitle(item.programName), body: text.closedBody };
  }
}
