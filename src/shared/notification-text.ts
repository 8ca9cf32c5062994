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

/**
 * The notifications' words for a parent who reads Spanish: usted, plain US Spanish, cupo for a
 * seat (docs/decisions/0038). Age groups are lower case: they only appear inside a sentence here.
 */
export const SPANISH_NOTIFICATION_WORDS: NotificationWords = {
  ageGroupNames: { infant: 'bebés', toddler: 'niños pequeños', preschool: 'preescolar', 'school-age': 'edad escolar' },
  openingsTitle: (program: string) => `Hay cupos en ${program}`,
  openingsBody: (groups: string, label: string) => `Se acaban de abrir cupos (${groups}) en ${label}.`,
  newProgramTitle: (program: string) => `Programa nuevo: ${program}`,
  newProgramBody: (label: string) => `Un programa nuevo en CareRoute queda en ${label}.`,
  watchedTitle: (program: string) => `${program} actualizó su información`,
  watchedBody: 'Un programa que usted guardó actualizó sus cupos o sus precios.',
  closedTitle: (program: string) => `${program} ya no está en la lista de licencias del estado`,
  closedBody: 'Un programa que usted guardó salió de la lista de programas con licencia del estado: llame antes de contar con un cupo.',
};

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
