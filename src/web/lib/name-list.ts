import { pageLanguage } from './i18n';

/**
 * Names from our lists in a row ("Bebé, niño pequeño", "Inglés, español"): Spanish writes age
 * groups, schedules and languages in lower case inside a sentence, so each name after the first
 * starts small on a Spanish page; English keeps its capitals ("English, Spanish").
 */
export function nameList(names: readonly string[]): string {
  const spanish = pageLanguage() === 'es';
  return names.map((name, index) => (spanish && index > 0 ? name.charAt(0).toLocaleLowerCase('es') + name.slice(1) : name)).join(', ');
}
