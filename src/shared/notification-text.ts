import { messages } from './messages.js';
import type { Notification } from './schemas/alerts.js';

/** A notification's title and sentence, the same in the page and in its email. */
export function notificationText(item: Pick<Notification, 'kind' | 'programName' | 'ageGroups' | 'alertLabel'>): { title: string; body: string } {
  const text = messages.alerts;
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
