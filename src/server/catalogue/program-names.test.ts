import { describe, expect, it } from 'vitest';
import { makeProgram } from '#server/test/program-factory.js';
import { CatalogueIndex } from './catalogue-index.js';
import { programsNamedIn } from './program-names.js';

/** The catalogue's programs, as "name in town", a line per town. */
const PROGRAMS = [
  'Sandy Cove Child Care Center in Boston', 'Bright Horizons in Boston',
  'Little Explorers in Quincy', 'Bright Horizons in Quincy', 'Quincy Day Care in Quincy',
  'Little Explorers in Medford', 'Little Explorers Kindergarten in Malden',
  'Child Care Center in Lynn', 'ALONG THE WAY in Lynn', 'The Infant Room in Lynn', "St. Mary's Children's Center in Lynn",
  'Sunshine in Salem', 'First Steps in Salem',
];
const catalogue = CatalogueIndex.build(
  PROGRAMS.map((program) => {
    const [, name = '', city = ''] = /^(.+) in (.+)$/.exec(program) ?? [];
    return makeProgram({ lat: 42.36, lng: -71.06, name, city });
  }),
);
/** The programs a text names, as "name in town", or null for none. */
const named = (text: string) => {
  const found = programsNamedIn(catalogue, text).map((at) => catalogue.identityAt(at));
  return found.length > 0 ? found.map(({ name, city }) => `${name} in ${city}`).join('; ') : null;
};

describe('a program named in a question', () => {
  it.each([
    ['does Sandy Cove Child Care Center have openings?', 'Sandy Cove Child Care Center in Boston'],
    ['¿A QUÉ HORA ABRE SANDY COVE CHILD CARE CENTER?', 'Sandy Cove Child Care Center in Boston'],
    // The childcare words of a name may be written small; a name that ends in them, all of it.
    ['Sandy Cove child care center: what do they charge?', 'Sandy Cove Child Care Center in Boston'],
    ['does sandy cove child care center have openings?', 'Sandy Cove Child Care Center in Boston'],
    ['Quincy Day Care hours?', 'Quincy Day Care in Quincy'],
    // The longest name written wins; of programs sharing one, the one in the town named.
    ['how much is Little Explorers Kindergarten', 'Little Explorers Kindergarten in Malden'],
    ['is Little Explorers in Medford any good', 'Little Explorers in Medford'],
    ['does First Steps take infants', 'First Steps in Salem'],
    ['waitlist at Bright Horizons in Quincy?', 'Bright Horizons in Quincy'],
    // Apostrophes and full stops as the parent types them, or not.
    ['phone for St Marys Childrens Center', "St. Mary's Children's Center in Lynn"],
    ['Sandy Cove Child Care Center or Sandy Cove Child Care Center?', 'Sandy Cove Child Care Center in Boston'],
    // A name of words every program may hold, or of one word, names no program.
    ['how do I choose a child care center?', null],
    ['we love the sunshine at the park', null],
    // Part of a name is not the name.
    ['any openings at Sandy Cove?', null],
    // A name's own words in a sentence, not written as a name, are those words, not the program.
    ['what are the first steps to enroll?', null],
    ['First steps after the tour?', null],
    ['daycare along the way from Newton to Waltham', null],
    ['what should I check in the infant room', null],
    ['hours at little explorers?', null],
    // A town's name and what the care is, in lower case, asks for care in that town.
    ['looking for quincy day care with openings', null],
    // A name several programs share, with none of their towns, names them all, for the parent to choose.
    ['hours at Little Explorers?', 'Little Explorers in Quincy; Little Explorers in Medford'],
    ['how long is the waitlist at Bright Horizons', 'Bright Horizons in Boston; Bright Horizons in Quincy'],
    ['Bright Horizons in Lowell: openings?', 'Bright Horizons in Boston; Bright Horizons in Quincy'],
    ['my toddler bites other children at daycare', null],
  ])('%s', (text, program) => {
    expect(named(text)).toBe(program);
  });
});
