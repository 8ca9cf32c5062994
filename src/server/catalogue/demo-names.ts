import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';

/** The seeded generator's interface (no Math.random: the demo catalogue is the same on every start). */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

// Invented words only: no real brand, person or street is meant.
const ADJECTIVES = [
  'Little', 'Bright', 'Happy', 'Sunny', 'Tiny', 'Busy', 'Golden', 'Rainbow', 'Growing', 'Wonder', 'Cozy',
  'Merry', 'Gentle', 'Clever', 'Curious', 'Bluebird', 'Maple', 'Willow', 'Honeycomb', 'Starlight',
  'Brave', 'Cheerful', 'Playful', 'Peaceful', 'Silver', 'Sunflower', 'Dandelion', 'Snug', 'Twinkle', 'Jolly',
];
const NOUNS = [
  'Acorns', 'Sprouts', 'Explorers', 'Stars', 'Owls', 'Bees', 'Ducklings', 'Seedlings', 'Steps', 'Minds',
  'Hearts', 'Hands', 'Sparrows', 'Otters', 'Foxes', 'Lanterns', 'Pebbles', 'Fireflies', 'Puffins', 'Tadpoles',
  'Bunnies', 'Robins', 'Cubs', 'Chickadees', 'Turtles', 'Kites', 'Buttons', 'Blossoms', 'Wrens', 'Lambs',
];
const PLACES = [
  'Maple Hill', 'Harbor View', 'Riverbend', 'Oak Grove', 'Brookside', 'Hilltop', 'Willow Creek', 'Cedar Lane',
  'Pine Ridge', 'Meadowbrook', 'Lakeside', 'Stonebridge', 'Orchard Park', 'Fox Hollow', 'Heron Pond',
  'Birchwood', 'Elm Tree', 'Clover Field', 'Sandy Cove', 'Windmill', 'Old Mill', 'Spring Brook', 'Red Barn',
  'Blue Heron', 'Juniper Hill', 'Lighthouse', 'Cranberry Bog', 'Pumpkin Patch', 'Schoolhouse', 'Chestnut Knoll',
];
const SURNAMES = [
  'Alvarez', 'Bennett', 'Chen', 'Donovan', 'Esposito', 'Fitzgerald', 'Garcia', 'Haddad', 'Iyer', 'Jensen',
  'Kowalski', 'Larkin', 'Moreau', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Sullivan', 'Tran',
  'Abernathy', 'Brennan', 'Costa', 'Delgado', 'Eriksen', 'Farouk', 'Gallagher', 'Hoang', 'Ivanova', 'Kaplan',
];
const STREETS = [
  'Maple', 'Chestnut', 'Willow', 'Birch', 'Cedar', 'Juniper', 'Linden', 'Sycamore', 'Hawthorn', 'Alder',
  'Orchard', 'Meadowlark', 'Brookfield', 'Harborlight', 'Summit', 'Fairview', 'Lantern', 'Bluebell',
  'Foxglove', 'Heron', 'Kestrel', 'Quarry', 'Millpond', 'Tanager', 'Cobble', 'Larkspur', 'Thistle', 'Wren',
  'Amberleaf', 'Copperbeech',
];
const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Ln', 'Dr', 'Way', 'Ct', 'Pl', 'Ter', 'Cir'];

export function pickStreet(random: Random): string {
  const number = random.int(1, random.next() < 0.7 ? 400 : 2400);
  return `${number} ${random.pick(STREETS)} ${random.pick(STREET_SUFFIXES)}`;
}

interface NameParts {
  adjective: string;
  noun: string;
  place: string;
  surname: string;
  city: string;
}

type NameTemplate = (parts: NameParts) => string;

interface DemoProfile {
  programType: string;
  /** Each name reads as its category to the importer's rules (the demo tests check this). */
  names: NameTemplate[];
  ageGroups: AgeGroup[][];
  capacity: [number, number];
  hours: (random: Random) => string;
}

const fullDay = (random: Random) =>
  `Mon-Fri ${random.pick(['6:30', '7:00', '7:30', '8:00'])}-${random.pick(['17:30', '18:00', '18:30'])}`;
const schoolDay = (random: Random) =>
  random.next() < 0.4 ? `Mon-Fri ${random.pick(['8:30-12:30', '9:00-12:00'])}` : fullDay(random);

export const DEMO_PROFILES: Record<ChildcareCategory, DemoProfile> = {
  childcare: {
    programType: 'Center-based Care',
    names: [
      (p) => `${p.adjective} ${p.noun} Early Learning Center`,
      (p) => `${p.place} Child Care Center`,
      (p) => `${p.adjective} ${p.noun} Child Development Center`,
      (p) => `${p.city} Children's Center`,
    ],
    ageGroups: [['infant', 'toddler', 'preschool'], ['toddler', 'preschool'], ['infant', 'toddler', 'preschool', 'school-age']],
    capacity: [30, 150],
    hours: fullDay,
  },
  daycare: {
    programType: 'Center-based Care',
    names: [(p) => `${p.surname} Family Day Care`, (p) => `${p.adjective} ${p.noun} Day Care`, (p) => `${p.place} Daycare Center`],
    ageGroups: [['infant', 'toddler', 'preschool', 'school-age'], ['infant', 'toddler', 'preschool'], ['toddler', 'preschool']],
    capacity: [12, 60],
    hours: fullDay,
  },
  preschool: {
    programType: 'Center-based Care',
    names: [(p) => `${p.adjective} ${p.noun} Preschool`, (p) => `${p.city} Community Preschool`, (p) => `${p.place} Cooperative Preschool`],
    ageGroups: [['preschool'], ['toddler', 'preschool']],
    capacity: [18, 80],
    hours: schoolDay,
  },
  nursery: {
    programType: 'Center-based Care',
    names: [(p) => `${p.place} Nursery School`, (p) => `${p.adjective} ${p.noun} Nursery`],
    ageGroups: [['toddler', 'preschool'], ['infant', 'toddler']],
    capacity: [15, 60],
    hours: schoolDay,
  },
  kindergarten: {
    programType: 'Private School',
    names: [(p) => `${p.place} Kindergarten Academy`, (p) => `${p.adjective} ${p.noun} Kindergarten`],
    ageGroups: [['preschool', 'school-age'], ['school-age']],
    capacity: [20, 90],
    hours: (random) => `Mon-Fri ${random.pick(['8:00-14:30', '8:15-15:00', '8:30-15:15'])}`,
  },
  montessori: {
    programType: 'Center-based Care',
    names: [(p) => `${p.place} Montessori School`, (p) => `${p.adjective} ${p.noun} Montessori`, (p) => `Montessori Children's House of ${p.city}`],
    ageGroups: [['toddler', 'preschool'], ['preschool', 'school-age'], ['toddler', 'preschool', 'school-age']],
    capacity: [20, 100],
    hours: schoolDay,
  },
  playgroup: {
    programType: 'Center-based Care',
    names: [(p) => `${p.adjective} ${p.noun} Playgroup`, (p) => `${p.place} Parent-Child Playgroup`],
    ageGroups: [['infant', 'toddler'], ['toddler', 'preschool']],
    capacity: [8, 24],
    hours: (random) =>
      `${random.pick(['Mon, Wed', 'Tue, Thu', 'Mon, Wed, Fri', 'Sat'])} ${random.pick(['9:00-11:00', '9:30-11:30', '10:00-12:00'])}`,
  },
  aftercare: {
    programType: 'Center-based Care',
    names: [
      (p) => `${p.place} After School Club`,
      (p) => `${p.adjective} ${p.noun} After School Program`,
      (p) => `${p.city} School-Age Adventures`,
    ],
    ageGroups: [['school-age']],
    capacity: [20, 120],
    hours: (random) => `Mon-Fri ${random.pick(['14:00', '14:30', '15:00'])}-${random.pick(['17:30', '18:00', '18:30'])}`,
  },
};

/** A plausible invented name; the first daycare template is a licensed family home (capacity 6-10). */
export function pickName(random: Random, category: ChildcareCategory, city: string): { name: string; isFamilyHome: boolean } {
  const templates = DEMO_PROFILES[category].names;
  const template = random.pick(templates);
  const parts = {
    adjective: random.pick(ADJECTIVES),
    noun: random.pick(NOUNS),
    place: random.pick(PLACES),
    surname: random.pick(SURNAMES),
    city,
  };
  return { name: template(parts), isFamilyHome: category === 'daycare' && template === templates[0] };
}
