import { messages } from '#shared/messages.js';
import { SPANISH_NOTIFICATION_WORDS, type NotificationWords } from '#shared/notification-text.js';
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

/** The alert emails for a parent who reads Spanish: the notification's words and the email's own (docs/decisions/0038). */
const spanish = {
  ...SPANISH_NOTIFICATION_WORDS,
  emailGreeting: (firstName: string) => `Hola, ${firstName}:`,
  emailViewProgram: 'Ver el programa',
  emailWhy: (label: string) => `Recibe este correo porque activó alertas para ${label} en CareRoute.`,
  emailUnsubscribe: 'Dejar de recibir estos correos',
  digestSubject: (count: number) => `${count} ${count === 1 ? 'novedad' : 'novedades'} en sus rutas guardadas`,
  digestIntro: 'Esto es lo que cambió en sus rutas guardadas desde ayer:',
  digestAction: 'Ver sus avisos',
  digestWhy: 'Recibe un correo al día porque eligió un resumen diario para sus alertas en CareRoute.',
  digestUnsubscribe: (label: string) => `Dejar de recibir correos de ${label}`,
  digestMore: (count: number) => `Y ${count} más en sus avisos.`,
} satisfies AlertEmailWords;

/** The words of the alert emails, per language; the English is the product's, exactly. */
export const alertEmailTexts: Record<Language, AlertEmailWords> = { en: messages.alerts, es: spanish };
