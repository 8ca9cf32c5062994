/**
 * The How It Works page's frequently asked questions. They live in the contract so the server's
 * Nanny can answer from them too (docs/decisions/0034-nanny-answers.md); the page shows them as they
 * are, or their Spanish (`es`) on a Spanish page, anchored by the English question either way.
 */
export const HOW_IT_WORKS_FAQ = [
  {
    question: 'How accurate is the daycare information?',
    answer:
      'Program details come from public licensing records and parents’ reviews, and we refresh them regularly. Openings and hours change often, so always confirm with the program before you visit or enroll.',
    es: {
      question: '¿Qué tan exacta es la información de las guarderías?',
      answer:
        'Los datos de cada programa vienen de los registros públicos de licencias y de las reseñas de las familias, y los actualizamos con frecuencia. Los cupos y los horarios cambian a menudo: confírmelos siempre con el programa antes de visitarlo o inscribir a su hijo.',
    },
  },
  {
    question: 'Can I save more than one route?',
    answer:
      'Yes. Save as many routes as you like, for example home to work and home to a grandparent’s house, and open any of them again from the saved routes button or your profile.',
    es: {
      question: '¿Puedo guardar más de una ruta?',
      answer:
        'Sí. Guarde todas las rutas que quiera, por ejemplo de la casa al trabajo y de la casa a la de los abuelos, y vuelva a abrir cualquiera desde el botón de rutas guardadas o desde su perfil.',
    },
  },
  {
    question: 'How do I contact you?',
    answer:
      'Use the contact form or write to the address below. We reply within 24 hours, Mon-Fri 9AM-6PM EST.',
    es: {
      question: '¿Cómo me comunico con ustedes?',
      answer:
        'Use el formulario de contacto o escriba a la dirección de abajo. Respondemos en menos de 24 horas, de lunes a viernes de 9 AM a 6 PM (hora del Este).',
    },
  },
] as const;

/** "Can I save more than one route?" -> "can-i-save-more-than-one-route": how answers cite an entry (faq:<this>) and the page anchors it. */
export function faqSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The entry's anchor on the How It Works page. */
export const faqAnchor = (question: string): string => `faq-${faqSlug(question)}`;

/** Where an answer links to read the entry in full. */
export const faqPath = (question: string): string => `/how-it-works#${faqAnchor(question)}`;
