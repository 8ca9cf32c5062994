import { describe, expect, it } from 'vitest';
import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { ageGroupsFromText, ageGroupsFromYears, MA_AGE_COLUMNS, offersAgeBand } from './age-groups.js';
import { categorize, type CategoryInput } from './category.js';

const rules: [string, CategoryInput, ChildcareCategory][] = [
  // MA EEC PROGRAM_TYPE
  ['a family child care home is a daycare', { name: 'Okafor, Maya', labels: ['Family Child Care'] }, 'daycare'],
  ['even when the home is called a preschool', { name: 'Little Lambs Preschool', labels: ['Family Child Care'] }, 'daycare'],
  ['a centre for babies to pre-K is childcare', { name: 'Grove Street Center', labels: ['Center-based Care'], ageGroups: ['infant', 'toddler', 'preschool'] }, 'childcare'],
  ['a centre for 3-5s only is a preschool', { name: 'Grove Street Center', labels: ['Center-based Care'], ageGroups: ['preschool'] }, 'preschool'],
  ['a centre for school age only is aftercare', { name: 'Grove Street Center', labels: ['Center-based Care'], ageGroups: ['school-age'] }, 'aftercare'],
  ['a centre with no ages is childcare', { name: 'Grove Street Center', labels: ['Center-based Care'] }, 'childcare'],
  ['a school with kindergarten places', { name: 'Hillcrest Elementary', labels: ['Public School'], ageGroups: ['school-age'], offersKindergarten: true }, 'kindergarten'],
  ['a school with pre-K places', { name: 'St. Brendan Academy', labels: ['Private School'], ageGroups: ['preschool', 'school-age'] }, 'preschool'],
  ['a school with school-age places only', { name: 'Fox Hill School', labels: ['Public School'], ageGroups: ['school-age'] }, 'aftercare'],
  ['a school with no ages (HIFLD SCHOOL BASED)', { name: 'Palmetto Elementary', labels: ['SCHOOL BASED'] }, 'aftercare'],
  ['a school for a teen-parent nursery', { name: 'Teen Parent Program', labels: ['Public School'], ageGroups: ['infant', 'toddler'] }, 'childcare'],
  // Names
  ['Montessori beats every other word', { name: 'Sunshine Montessori Preschool & Day Care' }, 'montessori'],
  ['Playgroup', { name: 'Tuesday Play Group' }, 'playgroup'],
  ['Nursery', { name: 'Oak Knoll Nursery School' }, 'nursery'],
  ['After School', { name: 'Kids Club After-School Program' }, 'aftercare'],
  ['Before and after school', { name: 'Burlington Public BS/AS @ Fox Hill' }, 'aftercare'],
  ['Extended Day', { name: 'Walpole Extended Day Program' }, 'aftercare'],
  ['After Care', { name: 'Sunray After Care at Palmetto Elementary' }, 'aftercare'],
  ['School Age', { name: 'School-Age Adventures' }, 'aftercare'],
  ['Boys & Girls Club', { name: 'Boys & Girls Club of Lynn' }, 'aftercare'],
  ['Preschool', { name: 'Pre-School Playmates' }, 'preschool'],
  ['Pre-K is not kindergarten', { name: 'Sprouting Minds Pre-K' }, 'preschool'],
  ['Pre-Kindergarten is not kindergarten', { name: 'Pre-Kindergarten Academy' }, 'preschool'],
  ['Head Start', { name: 'Eastside Head Start' }, 'preschool'],
  ['Kindergarten', { name: 'Willowbrook Kindergarten' }, 'kindergarten'],
  ['Day Care in a name', { name: 'Happy Bees Day Care', labels: ['Center-based Care'] }, 'daycare'],
  ['a plain name with no clue', { name: 'Acorn Cottage' }, 'childcare'],
  // HIFLD TYPE and NAICS_DESC
  ['HIFLD HEAD START', { name: 'Capitol Kids Academy', labels: ['HEAD START', 'HEAD START PROGRAMS, SEPARATE FROM SCHOOLS'] }, 'preschool'],
  ['HIFLD before/after school NAICS', { name: 'Kids Zone', labels: ['CENTER BASED', 'CHILD DAY CARE, BEFORE OR AFTER SCHOOL, SEPARATE FROM SCHOOLS'] }, 'aftercare'],
  ['HIFLD CENTER BASED day care centre is childcare, not daycare', { name: 'Tiny Turtles Academy', labels: ['CENTER BASED', 'CHILD DAY CARE CENTERS'] }, 'childcare'],
  ['HIFLD RELIGIOUS FACILITY', { name: 'Grace Chapel Kids', labels: ['RELIGIOUS FACILITY', 'CHILD DAY CARE CENTERS'] }, 'childcare'],
  // OSM, as the importer labels it
  ['OSM amenity=kindergarten is a US preschool', { name: 'Acorn House', labels: ['preschool'] }, 'preschool'],
  ['OSM after_school=yes', { name: 'Clover Kids', labels: ['childcare', 'after school'] }, 'aftercare'],
];

describe('categorize', () => {
  it.each(rules)('%s', (_rule, input, category) => expect(categorize(input)).toBe(category));
});

describe('age groups', () => {
  it('maps every MA age column, under both spellings of the header', () => {
    expect(MA_AGE_COLUMNS.INFANTTODDLERBIRTH33MO).toEqual(['infant', 'toddler']);
    expect(MA_AGE_COLUMNS.TODDLERPRESCHOOL15MOK).toEqual(['toddler', 'preschool']);
    expect(MA_AGE_COLUMNS.SCHOOLAGE5YR14YR).toEqual(['school-age']);
    expect(MA_AGE_COLUMNS.MULTIAGEGROUPBIRTH14YR).toEqual(['infant', 'toddler', 'preschool', 'school-age']);
  });

  itReadsEach('an age-band cell %j offers the band: %s', offersAgeBand, [
    ['36', true],
    ['7.0', true],
    ['0', false],
    ['', false],
    ['Y', true],
    ['yes', true],
    ['N', false],
    [undefined, false],
  ]);

  it.each<[string[], AgeGroup[]]>([
    [['Infants, Toddlers'], ['infant', 'toddler']],
    [['Preschool (3-5)'], ['preschool']],
    [['HEAD START PROGRAMS, SEPARATE FROM SCHOOLS'], ['preschool']],
    [['CHILD DAY CARE, BEFORE OR AFTER SCHOOL, SEPARATE FROM SCHOOLS'], ['school-age']],
    [['CHILD DAY CARE CENTERS'], []],
    [['Pre-Kindergarten'], ['preschool']],
    [['babies', 'school age'], ['infant', 'school-age']],
  ])('reads %j as %j', (labels, groups) => expect(ageGroupsFromText(...labels)).toEqual(groups));

  it.each<[number | null, number | null, AgeGroup[]]>([
    [0, 3, ['infant', 'toddler', 'preschool']],
    [3, 5, ['preschool', 'school-age']],
    [5, 12, ['school-age']],
    [null, 1, ['infant', 'toddler']],
    [null, null, []],
  ])('OSM min_age %j max_age %j -> %j', (min, max, groups) => expect(ageGroupsFromYears(min, max)).toEqual(groups));
});
