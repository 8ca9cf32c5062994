import { messages } from '#shared/messages.js';
import type { Translation } from '#shared/translation.js';
import type { Language } from '#server/language.js';

/**
 * Kept with the server, not in the shared messages: only the server sends it, and the shared
 * messages load with the home page, whose first download has little room (docs/decisions/0010).
 */
export const signInPaused = {
  subject: 'Signing in to your CareRoute account is paused for 15 minutes',
  body: [
    'Someone tried to sign in to your CareRoute account with a wrong password 10 times. To keep your account safe, signing in to it is paused for 15 minutes.',
    'If it was you, wait 15 minutes and try again, or choose a new password now with the link below. If it was not you, nobody got in; choosing a new password is a good idea if you use this one elsewhere.',
  ],
  action: 'Choose a new password',
  footer: 'You got this email because of failed sign-ins to the CareRoute account with this address.',
};

const english = { ...messages.accountEmails, signInPaused };

/** The account emails for a parent who reads Spanish: usted, plain US Spanish (docs/decisions/0038). */
const spanish = {
  greeting: (firstName: string) => `Hola, ${firstName}:`,
  verify: {
    subject: 'Confirme su correo electrónico para CareRoute',
    body: [
      'Gracias por crear una cuenta en CareRoute. Por favor, confirme que este es su correo electrónico.',
      'El enlace funciona una sola vez y vence en 48 horas.',
    ],
    action: 'Confirmar mi correo electrónico',
    footer: 'Recibió este correo porque alguien creó una cuenta de CareRoute con esta dirección. Si no fue usted, no tiene que hacer nada.',
  },
  reset: {
    subject: 'Elija una nueva contraseña para CareRoute',
    body: [
      'Alguien pidió cambiar la contraseña de su cuenta de CareRoute. Si fue usted, elija una nueva contraseña con el enlace de abajo.',
      'El enlace funciona una sola vez y vence en una hora. Al elegir una nueva contraseña, se cerrará la sesión en todos los dispositivos donde use su cuenta.',
    ],
    action: 'Elegir una nueva contraseña',
    footer:
      'Recibió este correo porque alguien pidió cambiar la contraseña de esta dirección en CareRoute. Si no fue usted, no tiene que hacer nada: su contraseña sigue igual.',
  },
  signInPaused: {
    subject: 'Pausamos por 15 minutos el acceso a su cuenta de CareRoute',
    body: [
      'Alguien intentó entrar 10 veces a su cuenta de CareRoute con una contraseña equivocada. Para proteger su cuenta, pausamos el acceso a ella por 15 minutos.',
      'Si fue usted, espere 15 minutos y vuelva a intentarlo, o elija ahora una nueva contraseña con el enlace de abajo. Si no fue usted, nadie entró a su cuenta; aun así, le conviene elegir una nueva contraseña si usa esta misma en otros sitios.',
    ],
    action: 'Elegir una nueva contraseña',
    footer: 'Recibió este correo porque hubo intentos fallidos de entrar a la cuenta de CareRoute con esta dirección.',
  },
} satisfies Translation<typeof english>;

/** The words of every account email, per language; the English is the product's, exactly. */
export const accountEmailTexts: Record<Language, Translation<typeof english>> = { en: english, es: spanish };
