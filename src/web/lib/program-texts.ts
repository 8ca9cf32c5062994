import { msg, plural } from '@lingui/core/runtime-macro';

/**
 * What several pages say of a program: its category, the age groups it serves, its schedules,
 * its rating, its detour and its save button. In the shell's catalogue (docs/decisions/0037): the results, the program page, compare
 * and the provider's forms all name them.
 */
export const programTexts = {
  categories: {
    daycare: msg`Daycare`,
    preschool: msg`Preschool`,
    nursery: msg`Nursery`,
    childcare: msg`Childcare`,
    kindergarten: msg`Kindergarten`,
    montessori: msg`Montessori`,
    playgroup: msg`Playgroup`,
    aftercare: msg`After-school care`,
  },
  /** The children an age group is for, as a filter or a form offers them. */
  ageGroups: {
    infant: msg`Infants`,
    toddler: msg`Toddlers`,
    preschool: msg`Preschoolers`,
    'school-age': msg`School-age children`,
  },
  /** The schedules a program offers. */
  schedules: {
    'full-time': msg`Full-time`,
    'part-time': msg`Part-time`,
    'before-after-school': msg`Before and after school`,
    'drop-in': msg`Drop-in`,
    summer: msg`Summer`,
  },
  /** How many children a licence allows. */
  children: (count: number) => msg`${plural({ count }, { one: '# child', other: '# children' })}`,
  yes: msg`Yes`,
  no: msg`No`,
  demoData: msg`demo data`,
  noReviews: msg`No reviews yet`,
  rating: (rating: string) => msg`Rating ${{ rating }}`,
  reviews: (count: number) => msg`${plural({ count }, { one: '# review', other: '# reviews' })}`,
  /** A program's save button: its name for a screen reader, and the word it shows. */
  save: (name: string) => msg`Save ${{ name }}`,
  remove: (name: string) => msg`Remove ${{ name }}`,
  saveShort: msg`Save`,
  removeShort: msg`Remove`,
  /** Minutes a stop adds to the drive. */
  detour: (minutes: number) => msg`+${{ minutes }} min`,
};
