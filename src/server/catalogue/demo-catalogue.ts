import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup, Program } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import { METERS_PER_DEGREE } from '#server/geo/geometry.js';
import { zipPlacesIn, type ZipPlace } from '#server/geo/offline/gazetteer.js';
import { countPrograms, storedProgramIds, upsertPrograms } from './catalogue.repository.js';
import { demoListingRows } from './demo-listings.js';
import { putDemoListingSections } from './demo-listings.repository.js';
import { DEMO_PROFILES, pickName, pickStreet, type Random } from './demo-names.js';
import { seededRandom } from './seeded-random.js';

export const DEMO_SOURCE = 'demo';
export const DEMO_CATALOGUE_SIZE = 2000;
export const DEMO_SEED = 20260307;
const DEMO_SNAPSHOT = '2026-03-01';
const BOSTON = { lat: 42.3601, lng: -71.0589 };
const JITTER_METERS = 1500;

function kmFromBoston(lat: number, lng: number): number {
  const dLat = lat - BOSTON.lat;
  const dLng = (lng - BOSTON.lng) * Math.cos((BOSTON.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng) * (METERS_PER_DEGREE / 1000);
}

// A few ZIP codes belong to one company ("Bell Atlantic Telephone Co", "At&t"): no street there.
const COMPANY_ZIP = /&|\b(co|bmc)\b/i;
interface WeightedZips {
  places: ZipPlace[];
  cumulative: number[];
}
let massachusettsZips: WeightedZips | null = null;

/**
 * Massachusetts ZIP centroids in ZIP order, weighted so Greater Boston is several times denser
 * than the west of the state; made on the first draw, so importing this module reads no ZIP data.
 */
function weightedZips(): WeightedZips {
  if (!massachusettsZips) {
    const places = zipPlacesIn('MA').filter((place) => !COMPANY_ZIP.test(place.city));
    const cumulative: number[] = [];
    places.reduce((total, place) => {
      const sum = total + 1 + 10 * Math.exp(-kmFromBoston(place.lat, place.lng) / 15);
      cumulative.push(sum);
      return sum;
    }, 0);
    massachusettsZips = { places, cumulative };
  }
  return massachusettsZips;
}

function pickZip(random: Random): ZipPlace {
  const { places, cumulative } = weightedZips();
  const target = random.next() * (cumulative.at(-1) ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  const found = places[low];
  if (!found) throw new Error('The gazetteer has no Massachusetts ZIP codes');
  return found;
}

const CATEGORY_WEIGHTS: [ChildcareCategory, number][] = [
  ['childcare', 24], ['daycare', 24], ['preschool', 16], ['aftercare', 10],
  ['montessori', 7], ['nursery', 7], ['kindergarten', 6], ['playgroup', 6],
];
const CATEGORY_TOTAL = CATEGORY_WEIGHTS.reduce((total, [, weight]) => total + weight, 0);

function pickCategory(random: Random): ChildcareCategory {
  let target = random.next() * CATEGORY_TOTAL;
  for (const [category, weight] of CATEGORY_WEIGHTS) {
    target -= weight;
    if (target < 0) return category;
  }
  return 'childcare';
}

/** Within JITTER_METERS of the ZIP centroid, uniform over the disc. */
function jitter(random: Random, lat: number, lng: number): { lat: number; lng: number } {
  const distance = JITTER_METERS * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const dLat = (distance * Math.cos(angle)) / METERS_PER_DEGREE;
  const dLng = (distance * Math.sin(angle)) / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(lat + dLat), lng: round(lng + dLng) };
}

function areaCode(lat: number, lng: number): string {
  const km = kmFromBoston(lat, lng);
  if (lng < -72.3) return '413';
  if (km < 10) return '617';
  if (km < 25) return '781';
  return lat > 42.45 ? '978' : '508';
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const two = (value: number) => String(value).padStart(2, '0');

/** A few draws for a name not used yet; a catalogue far larger than the word lists repeats some. */
function freshName(random: Random, category: ChildcareCategory, city: string, used: Set<string>) {
  let choice = pickName(random, category, city);
  for (let attempt = 0; attempt < 5 && used.has(choice.name); attempt += 1) choice = pickName(random, category, city);
  used.add(choice.name);
  return choice;
}

function demoProgram(n: number, random: Random, usedNames: Set<string>): Program {
  const zip = pickZip(random);
  const category = pickCategory(random);
  const profile = DEMO_PROFILES[category];
  const { name, isFamilyHome } = freshName(random, category, zip.city, usedNames);
  const point = jitter(random, zip.lat, zip.lng);
  const domain = `www.${slug(name)}.example`;
  const subsidy = random.next();
  const ageGroups: AgeGroup[] = random.pick(profile.ageGroups);
  return {
    id: `${DEMO_SOURCE}:${n}`,
    source: DEMO_SOURCE,
    sourceId: String(n),
    name,
    category,
    programType: isFamilyHome ? 'Family Child Care' : profile.programType,
    address: pickStreet(random),
    city: zip.city,
    state: 'MA',
    zip: zip.zip,
    lat: point.lat,
    lng: point.lng,
    locationPrecision: 'address',
    // 555-01xx numbers and .example domains are reserved for fiction: nobody real is reached.
    phone: `(${areaCode(point.lat, point.lng)}) 555-01${two(random.int(0, 99))}`,
    email: random.next() < 0.5 ? `hello@${domain.slice(4)}` : null,
    website: random.next() < 0.6 ? `https://${domain}/` : null,
    capacity: isFamilyHome ? random.pick([6, 8, 10]) : random.int(profile.capacity[0], profile.capacity[1]),
    licenseNumber: `DEMO-${random.int(100000, 999999)}`,
    licenseStatus: random.next() < 0.9 ? 'Current' : 'Renewal in progress',
    ageGroups,
    acceptsSubsidy: subsidy < 0.6 ? true : subsidy < 0.9 ? false : null,
    hours: profile.hours(random),
    firstLicensedAt: `${random.int(1985, 2024)}-${two(random.int(1, 12))}-${two(random.int(1, 28))}`,
    sourceUpdatedAt: DEMO_SNAPSHOT,
    quality: null,
    rating: null,
    reviewCount: 0,
  };
}

/** `count` invented programs around real Massachusetts ZIP centroids; the same seed, the same list. */
export function generateCatalogue(count: number, seed: number): Program[] {
  const random = seededRandom(seed);
  const usedNames = new Set<string>();
  return Array.from({ length: count }, (_, index) => demoProgram(index + 1, random, usedNames));
}

/**
 * Loads the demo catalogue when the catalogue is empty, and (re)writes the demo programs' invented
 * provider listings, dated back from now so that their freshness reads the same after every start
 * (a listing a provider saved is left alone). Returns how many programs it inserted.
 */
export async function ensureDemoCatalogue(db: Db, now = new Date()): Promise<number> {
  const demo = generateCatalogue(DEMO_CATALOGUE_SIZE, DEMO_SEED);
  const inserted = (await countPrograms(db)) > 0 ? 0 : (await upsertPrograms(db, demo)).inserted;
  const stored = await storedProgramIds(
    db,
    demo.map((program) => program.id),
  );
  const rows = demo.filter((program) => stored.has(program.id)).flatMap((program) => demoListingRows(program, DEMO_SEED, now.getTime()));
  await putDemoListingSections(db, rows);
  return inserted;
}
