import type { Program } from '#shared/schemas/catalogue.js';
import { i18n } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { programPageTexts } from './program-page-texts';

/** "12 Elm St, Quincy, MA 02169": the whole address, as the search results show it. */
export const fullAddress = (program: Pick<Program, 'address' | 'city' | 'state' | 'zip'>): string =>
  [program.address, program.city, `${program.state} ${program.zip}`.trim()].filter(Boolean).join(', ');

/**
 * Directions in the platform's maps app: Google's universal link opens the app on a phone and
 * the website elsewhere. A program known only by its position is sent as coordinates.
 */
export function directionsUrl(program: Pick<Program, 'address' | 'city' | 'state' | 'zip' | 'lat' | 'lng'>): string {
  const destination = program.address.trim() ? fullAddress(program) : `${program.lat},${program.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * A website from a licensing list as a link: lists often leave out the scheme ("www.acorns.org").
 * Anything but a web address (a javascript: link in an imported file) is not linked at all.
 */
export function websiteUrl(website: string | null): string | null {
  const text = website?.trim();
  if (!text) return null;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The line link previews and search engines show for the page. */
export function pageDescription(program: Program): string {
  const kind = i18n._(programTexts.categories[program.category]);
  const place = [program.city, program.state].filter(Boolean).join(', ');
  return i18n._(place ? programPageTexts.descriptionWithPlace(program.name, kind, place) : programPageTexts.description(program.name, kind));
}
