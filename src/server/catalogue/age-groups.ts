import { AGE_GROUPS } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { cleanText } from './text-cleanup.js';

/** In the canonical order of AGE_GROUPS, without repeats. */
export function sortAgeGroups(groups: Iterable<AgeGroup>): AgeGroup[] {
  const set = new Set(groups);
  return AGE_GROUPS.filter((group) => set.has(group));
}

/**
 * MA EEC licensed-capacity columns by age band, keyed by header with the separators removed, so the
 * statewide names (INFANT_TODDLER_BIRTH33MO) and the geocoded copy's (INFANTTODDLER_BIRTH33MO) agree.
 * Kindergarten counts as school age: it is the first school year.
 */
export const MA_AGE_COLUMNS: Record<string, AgeGroup[]> = {
  INFANTBIRTH15MO: ['infant'],
  INFANTTODDLERBIRTH33MO: ['infant', 'toddler'],
  TODDLER15MO33MO: ['toddler'],
  TODDLERPRESCHOOL15MOK: ['toddler', 'preschool'],
  PRESCHOOL33MOK: ['preschool'],
  PRESCHOOLSA33MO8YR: ['preschool', 'school-age'],
  KINDERGARTEN: ['school-age'],
  KINDERGARTENSCHOOLAGE: ['school-age'],
  SCHOOLAGE5YR14YR: ['school-age'],
  MULTIAGEGROUPBIRTH14YR: ['infant', 'toddler', 'preschool', 'school-age'],
};

/** The columns hold a capacity (`36`, `7.0`); a yes-ish mark counts too, in case a copy uses one. */
export function offersAgeBand(raw: string | null | undefined): boolean {
  const text = cleanText(raw)?.toLowerCase();
  if (!text) return false;
  const count = Number(text);
  return Number.isFinite(count) ? count > 0 : ['y', 'yes', 'true', 'x'].includes(text);
}

const TEXT_RULES: [RegExp, AgeGroup[]][] = [
  [/infant|baby|babies|newborn/i, ['infant']],
  [/toddler/i, ['toddler']],
  [/pre-?school|pre-?k\b|pre-?kindergarten|head start/i, ['preschool']],
  [/\bschool[\s-]?age|before or after school|after[\s-]?school|kindergarten/i, ['school-age']],
];

/** Age groups named in a free-text label (`Infants, Toddlers`, HIFLD `HEAD START`, `BEFORE OR AFTER SCHOOL`). */
export function ageGroupsFromText(...labels: (string | null | undefined)[]): AgeGroup[] {
  const found: AgeGroup[] = [];
  for (const label of labels) {
    if (!label) continue;
    // "Pre-kindergarten" must not also read as kindergarten.
    const text = label.replace(/pre-?\s?kindergarten/gi, 'pre-k');
    for (const [pattern, groups] of TEXT_RULES) if (pattern.test(text)) found.push(...groups);
  }
  return sortAgeGroups(found);
}

// [group, from, to) in years: the bands the MA columns use.
const AGE_BANDS: [AgeGroup, number, number][] = [
  ['infant', 0, 1.25],
  ['toddler', 1.25, 2.75],
  ['preschool', 2.75, 5],
  ['school-age', 5, 14],
];

/** Age groups overlapping an age range in years (OSM min_age / max_age); empty when neither is known. */
export function ageGroupsFromYears(minAge: number | null, maxAge: number | null): AgeGroup[] {
  if (minAge === null && maxAge === null) return [];
  const low = minAge ?? 0;
  // max_age is the oldest birthday taken, so children stay until the next one.
  const high = (maxAge ?? 13) + 1;
  return AGE_BANDS.filter(([, from, to]) => low < to && high > from).map(([group]) => group);
}
