import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';

export interface CategoryInput {
  name: string;
  /** The source's own labels: MA PROGRAM_TYPE, HIFLD TYPE and NAICS_DESC, an OSM amenity, a CSV column. */
  labels?: (string | null | undefined)[];
  ageGroups?: AgeGroup[];
  /** A school with kindergarten places (MA KINDERGARTEN capacity). */
  offersKindergarten?: boolean;
}

/**
 * Words in a name or label that say what a program is, most specific first: "Little Lambs
 * Montessori Preschool" is a montessori, "Sunshine Nursery School" a nursery, "Pre-K" never a
 * kindergarten.
 */
const KEYWORD_RULES: [RegExp, ChildcareCategory][] = [
  [/montessori/i, 'montessori'],
  [/play\s*group/i, 'playgroup'],
  [/\bnursery\b/i, 'nursery'],
  [
    /after[\s-]*school|before[\s-]*(?:and|&|or)[\s-]*after|\bschool[\s-]*age|extended[\s-]*day|\bBS\s*\/\s*AS\b|boys\s*(?:and|&)\s*girls\s*club|(?:after|before)[\s-]*care\b/i,
    'aftercare',
  ],
  [/pre[\s-]*school|pre[\s-]*k\b|pre[\s-]*kindergarten|\bvpk\b|head\s*start/i, 'preschool'],
  [/kindergarten/i, 'kindergarten'],
  [/day[\s-]*care/i, 'daycare'],
];

// A licensed family child care home is what parents call a home daycare; its name is the provider's own.
const HOME_LABEL = /family\s*(?:child|day)\s*care|home[\s-]*based|group\s*home/i;
const SCHOOL_LABEL = /\bschool\b/i;
// "Day care" in a label (NAICS "CHILD DAY CARE CENTERS") names the whole trade, not a kind of program.
const LABEL_RULES = KEYWORD_RULES.filter(([, category]) => category !== 'daycare');

/** One of the 8 categories for a program, from its name, its source's labels and its age groups. */
export function categorize(input: CategoryInput): ChildcareCategory {
  const labels = (input.labels ?? []).filter((label): label is string => Boolean(label));
  if (labels.some((label) => HOME_LABEL.test(label))) return 'daycare';
  for (const [pattern, category] of KEYWORD_RULES) if (pattern.test(input.name)) return category;
  for (const [pattern, category] of LABEL_RULES) if (labels.some((label) => pattern.test(label))) return category;
  const ages = new Set(input.ageGroups ?? []);
  const onlySchoolAge = ages.size === 1 && ages.has('school-age');
  if (labels.some((label) => SCHOOL_LABEL.test(label))) {
    // Licensed programs in schools are either early years (K, pre-K) or before/after-school care;
    // without ages (HIFLD SCHOOL BASED: "... After Care at ... Elementary") the latter is likelier.
    if (input.offersKindergarten) return 'kindergarten';
    if (ages.has('preschool')) return 'preschool';
    if (ages.size === 0) return 'aftercare';
  }
  if (onlySchoolAge) return 'aftercare';
  if (ages.size > 0 && [...ages].every((group) => group === 'preschool')) return 'preschool';
  return 'childcare';
}
