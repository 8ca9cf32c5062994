import { messages } from '#shared/messages.js';
import type { NotificationWords } from '#shared/notification-text.js';
import type { Translation } from '#shared/translation.js';
import type { Language } from '#server/language.js';

/** Every word of an alert email or a digest: the notification's words and the email's own. */
export type AlertEmailWords = NotificationWords &
  Translation<
    Pick<
      typeof messages.alerts,
      | 'emailGreeting'
      | 'emailViewProgram'
      | 'emailWhy'
      | 'emailUnsubscribe'
      | 'digestSubject'
      | 'digestIntro'
      | 'digestAction'
      | 'digestWhy'
      | 'digestUnsubscribe'
      | 'digestMore'
    >
  >;

/**
 * The alert emails for a parent who reads Spanish: usted, plain US Spanish, cupo for a seat
 * (docs/decisions/0038). Age groups are lower case: they only appear inside a sentence here.
 */
const spanish = {
  ageGroupNames: { infant: 'bebés', toddler: 'niños pequeños', preschool: 'preescolar', 'school-age': 'edad escolar' },
  openingsTitle: (program: string) => `Hay cupos en ${program}`,
  openingsBody: (groups: string, label: string) => `Se acaban de abrir cupos (${groups}) en ${label}.`,
  newProgramTitle: (program: string) => `Programa nuevo: ${program}`,
  newProgramBody: (label: string) => `Un programa nuevo en CareRoute queda en ${label}.`,
  watchedTitle: (program: string) => `${program} actualizó su información`,
  watchedBody: 'Un programa que usted guardó actualizó sus cupos o sus precios.',
  closedTitle: (program: string) => `${program} ya no está en la lista de licencias del estado`,
  closedBody: 'Un programa que usted guardó salió de la lista de programas con licencia del estado: llame antes de contar con un cupo.',
  emailGreeting: (firstName: string) => `Hola, ${firstName}:`,
  emailViewProgram: 'Ver el programa',
  emailWhy: (label: string) => `Recibe este correo porque activó alertas para ${label} en CareRoute.`,
  emailUnsubscribe: 'Dejar de recibir estos correos',
  digestSubject: (count: number) => `${count} ${count === 1 ? 'novedad' : 'novedades'} en sus rutas guardadas`,
  digestIntro: 'Esto es lo que cambió en sus rutas guardadas desde ayer:',
  digestAction: 'Ver sus notificaciones',
  digestWhy: 'Recibe un correo al día porque eligió un resumen diario para sus alertas en CareRoute.',
  digestUnsubscribe: (label: string) => `Dejar de recibir correos de ${label}`,
  digestMore: (count: number) => `Y ${count} más en sus notificaciones.`,
} satisfies AlertEmailWords;

/** The words of the alert emails, per language; the English is the product's, exactly. */
export const alertEmailTexts: Record<Language, AlertEmailWords> = { en: messages.alerts, es: spanish };
