import { messages } from '#shared/messages.js';
import type { Notification } from '#shared/schemas/alerts.js';

const text = messages.alerts;

/** A notification's title and sentence, made from what it keeps, in the same words as its email. */
export function notificationText(item: Pick<Notification, 'kind' | 'programName' | 'ageGroups' | 'alertLabel'>): { title: string; body: string } {
  const groups = item.ageGroups.map((group) => text.ageGroupNames[group]).join(', ');
  switch (item.kind) {
    case 'openings':
      return { title: text.openingsTitle(item.programName), body: text.openingsBody(groups, item.alertLabel) };
    case 'new-program':
      return { title: text.newProgramTitle(item.programName), body: text.newProgramBody(item.alertLabel) };
    case 'watched':
      return { title: text.watchedTitle(item.programName), body: text.watchedBody };
  }
}
