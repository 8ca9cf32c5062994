import { messages } from '#shared/messages.js';
import { spanishFieldText } from '#shared/field-texts.js';
import type { Translation } from '#shared/translation.js';
import type { FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from '#server/language.js';

/** A group's fixed texts, without those written with a value in them (spanishWithValues below). */
type FixedTexts<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };

/**
 * The groups of the shared messages the API answers with (errors, and a link's fate): each is said
 * in Spanish too. Of the alerts', only the API's refusals: their notifications and emails have their
 * own Spanish (alert-email-texts.ts, notification-text.ts).
 */
type ApiTexts = Pick<typeof messages, 'auth' | 'http' | 'validation' | 'maps' | 'accountLinks'> & {
  providerApi: FixedTexts<typeof messages.providerApi>;
  reviewsApi: FixedTexts<typeof messages.reviewsApi>;
  alerts: Pick<typeof messages.alerts, 'notFound' | 'routeNotFound' | 'alreadyExists' | 'routeFailed' | 'badUnsubscribeLink' | 'unsubscribeGone'>;
};

const spanish: Translation<ApiTexts> = {
  auth: {
    loginFailed: 'No se pudo iniciar sesión',
    registrationFailed: 'No se pudo crear la cuenta',
    networkError: 'Error de conexión. Inténtelo de nuevo.',
    sessionExpired: 'Su sesión venció. Inicie sesión de nuevo.',
    unauthorized: 'No autorizado',
    forbidden: 'Solo puede ver y cambiar su propia cuenta.',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos',
    emailTaken: 'Ya existe una cuenta con este correo electrónico',
    tooManyAttempts: 'Demasiados intentos. Espere un minuto e inténtelo de nuevo.',
    signInPaused:
      'Demasiadas contraseñas incorrectas para esta cuenta. Espere 15 minutos e inténtelo de nuevo, o restablezca su contraseña.',
    userNotFound: 'Esta cuenta ya no existe.',
    wrongCurrentPassword: 'Su contraseña actual no es correcta',
    wrongPassword: 'Su contraseña no es correcta',
  },
  http: {
    invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
    emptyBody: 'El cuerpo de la solicitud está vacío. Envíe un objeto JSON.',
    bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande (el límite es de 100 KB).',
    unsupportedMediaType: 'Envíe el cuerpo de la solicitud como JSON (Content-Type: application/json).',
    notFound: 'No encontrado',
    internal: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
    databaseUnavailable: 'La base de datos no está disponible en este momento.',
    badUrl: 'La dirección de esta solicitud no es válida.',
    urlPartTooLong: 'Una parte de la dirección de esta solicitud es demasiado larga.',
    badRequest: 'No se pudo leer la solicitud.',
    headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
    requestTimeout: 'La solicitud tardó demasiado en llegar.',
    tooManySearches: 'Demasiadas búsquedas. Espere un minuto e inténtelo de nuevo.',
    tooManyLookups: 'Demasiadas consultas de direcciones. Espere un minuto e inténtelo de nuevo.',
  },
  validation: {
    bothAddresses: 'Escriba la dirección de salida y la de llegada',
    bothAddressesResults: 'Escriba la dirección de salida y la de llegada.',
    locationRequired: 'Escriba un lugar para buscar.',
    queryRequired: 'Escriba lo que busca',
    alreadySaved: '¡Esta guardería ya está en sus favoritas!',
  },
  maps: {
    loadFailed: 'No se pudo cargar el mapa. Actualice la página e inténtelo de nuevo.',
    notReady: 'El mapa aún no está listo. Espere un momento e inténtelo de nuevo.',
    noResults: 'No encontramos resultados para esa dirección. Revísela e inténtelo de nuevo.',
    overLimit: 'Tenemos mucha demanda ahora mismo. Inténtelo de nuevo en un momento.',
    denied: 'Los servicios de ubicación no están disponibles. Inténtelo más tarde.',
    other: 'No encontramos ese lugar. Pruebe con otra dirección o revise su conexión a internet.',
    searchErrorPrefix: 'Error al buscar guarderías.',
    routeFailedPrefix: 'No se pudo trazar la ruta:',
  },
  accountLinks: {
    emailVerified: 'Gracias: su correo electrónico está verificado.',
    verificationSent: 'Le enviamos un nuevo enlace de verificación a su correo electrónico. Los enlaces anteriores ya no funcionan.',
    alreadyVerified: 'Su correo electrónico ya está verificado.',
    resetRequested:
      'Si alguna cuenta usa ese correo, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una vez, durante una hora.',
    passwordReset: 'Su contraseña se cambió y se cerró la sesión en todos los dispositivos conectados a su cuenta.',
    invalid: 'Este enlace no es válido. Revise que abrió el enlace completo del correo, o pida uno nuevo.',
    verifyExpired: 'Este enlace de verificación venció (los enlaces duran 48 horas). Pida uno nuevo.',
    resetExpired: 'Este enlace para restablecer la contraseña venció (los enlaces duran una hora). Pida uno nuevo.',
    used: 'Este enlace ya se usó, o lo reemplazó uno más reciente. Pida uno nuevo si lo necesita.',
    tooManyResets: 'Demasiados correos para restablecer la contraseña de esta dirección. Espere una hora e inténtelo de nuevo.',
    tooManyResends: 'Demasiados correos de verificación. Espere unos minutos e inténtelo de nuevo.',
    verifyBeforeClaiming:
      'Verifique su correo electrónico antes de pedir administrar un programa: abra el enlace que le enviamos, o pida uno nuevo desde su perfil.',
  },
  providerApi: {
    programNotFound: 'Este programa no está en nuestro catálogo.',
    licenseMismatch: 'El número de licencia no coincide con el que figura para este programa.',
    claimPending: 'Ya pidió administrar este programa. Nuestro equipo revisará su solicitud pronto.',
    alreadyManager: 'Ya administra este programa.',
    claimNotFound: 'Esta solicitud no existe.',
    claimDecided: 'Esta solicitud ya se resolvió.',
    managersOnly: 'Solo quienes administran este programa pueden cambiar su ficha.',
    operatorsOnly: 'Solo el equipo de CareRoute puede hacer esto.',
    tokenForAnotherProgram: 'Este token es de otro programa.',
    noOpeningsToConfirm: 'Todavía no hay cupos que confirmar. Guarde los cupos primero.',
    tokenNotFound: 'Este token no existe o ya se revocó.',
    managerNotFound: 'Esta cuenta no administra este programa.',
    tooManyUpdates: 'Demasiados cambios. Espere un minuto e inténtelo de nuevo.',
  },
  reviewsApi: {
    alreadyReviewed: 'Ya escribió una reseña de este programa. Puede editarla o eliminarla.',
    verifyEmailFirst:
      'Verifique su correo electrónico antes de escribir una reseña: abra el enlace que le enviamos, o pida uno nuevo desde su perfil. Una familia verificada, una reseña: así las calificaciones son reales.',
    reviewNotFound: 'Esta reseña no existe o se eliminó.',
    notYourReview: 'Solo puede cambiar su propia reseña.',
    ownReviewHelpful: 'No puede marcar como útil su propia reseña.',
    ownReviewReport: 'No puede denunciar su propia reseña.',
    managersCannotReview: 'Usted administra este programa, así que no puede escribir una reseña. Puede responder a sus reseñas.',
    managersOnly: 'Solo quienes administran este programa pueden responder a sus reseñas.',
    alreadyHidden: 'Esta reseña ya está oculta.',
    notHidden: 'Esta reseña no está oculta.',
    tooManyReviews: 'Demasiadas reseñas en poco tiempo. Espere una hora e inténtelo de nuevo.',
    tooManyReports: 'Demasiadas denuncias en poco tiempo. Espere una hora e inténtelo de nuevo.',
  },
  alerts: {
    notFound: 'Esta alerta no existe.',
    routeNotFound: 'Esta ruta guardada no existe.',
    alreadyExists: 'Esta ruta guardada ya tiene una alerta. Cámbiela en lugar de crear otra.',
    routeFailed: 'No pudimos trazar esta ruta en este momento. Inténtelo más tarde.',
    badUnsubscribeLink: 'Este enlace para darse de baja no es válido.',
    unsubscribeGone: 'Esta alerta ya no existe, así que no envía correos.',
  },
};

/** Each English text of those groups with its Spanish, walking both objects side by side. */
function pairs(english: object, translated: object, into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(english)) {
    const other: unknown = (translated as Record<string, unknown>)[key];
    if (typeof value === 'string' && typeof other === 'string') into.set(value, other);
    else if (value !== null && typeof value === 'object' && other !== null && typeof other === 'object') pairs(value, other, into);
  }
  return into;
}

const SPANISH_BY_ENGLISH = pairs(
  {
    auth: messages.auth,
    http: messages.http,
    validation: messages.validation,
    maps: messages.maps,
    accountLinks: messages.accountLinks,
    providerApi: messages.providerApi,
    reviewsApi: messages.reviewsApi,
    alerts: messages.alerts,
  },
  spanish,
);

/** The refusals written with a value in them, in Spanish, each with the same values as its English. */
const spanishWithValues = {
  providerApi: {
    seatsAboveCapacity: (_field: string, capacity: number) => `Cupos libres: escriba como máximo la capacidad del programa (${capacity})`,
    totalSeatsAboveCapacity: (capacity: number) => `Cupos libres: entre todos los grupos, escriba como máximo la capacidad del programa (${capacity})`,
  },
  alerts: {
    placeNotFound: (end: string) => `No encontramos en el mapa ${end === 'start' ? 'la salida' : 'la llegada'} de la ruta guardada.`,
  },
} satisfies { [G in 'providerApi' | 'alerts']?: Partial<Translation<(typeof messages)[G]>> };

type TextWithValues = (...values: never[]) => string;

/**
 * Each of those English texts as a pattern that finds its values ("... capacity (12)" gives 12),
 * with its Spanish: the English is written with markers in place of the values, which become the
 * pattern's groups.
 */
const SPANISH_WITH_VALUES = Object.entries(spanishWithValues).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, spanishText]: [string, TextWithValues]) => {
    const englishText = (messages as unknown as Record<string, Record<string, (...values: string[]) => string>>)[group]![key]!;
    const markers = Array.from({ length: englishText.length }, (_, index) => `@@value${index}@@`);
    const source = englishText(...markers)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/@@value\d+@@/g, '(.+?)');
    return { pattern: new RegExp(`^${source}$`, 's'), fixedLength: source.length - 5 * markers.length, spanish: spanishText as (...values: string[]) => string };
  }),
  // The text with the most fixed words first: "... capacity (40)" after "ageGroups: the open seats together ... capacity (40)".
).sort((a, b) => b.fixedLength - a.fixedLength);

function spanishWithValuesOf(english: string): string | null {
  for (const { pattern, spanish } of SPANISH_WITH_VALUES) {
    const values = pattern.exec(english);
    if (values) return spanish(...values.slice(1).map(String));
  }
  return null;
}

/**
 * A text the API answers with, in the request's language (docs/decisions/0041). The texts are the
 * shared messages' English, so they are found by it (with the values a refusal is written with, read
 * back from it), and the account forms' field checks by their wording; a text written with a value
 * from outside (a route service's status after "Could not draw route:", a field of another form)
 * keeps its English.
 */
export function apiText(english: string, language: Language): string {
  if (language !== 'es') return english;
  return SPANISH_BY_ENGLISH.get(english) ?? spanishWithValuesOf(english) ?? spanishFieldText(english) ?? english;
}

/** apiText in the language the request's Accept-Language asks for, English when it names neither of ours. */
export function apiTextFor(request: FastifyRequest, english: string): string {
  return apiText(english, requestLanguage(request.headers['accept-language']) ?? 'en');
}
