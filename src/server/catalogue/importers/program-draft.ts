import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup, LocationPrecision, Program, QualityFacts } from '#shared/schemas/catalogue.js';
import { isUsState, nearestZipPlace, placeByCity, placeByZip } from '#server/geo/offline/gazetteer.js';
import { packageStates } from '#server/geo/offline/us-zip-codes.js';
import { sortAgeGroups } from '../age-groups.js';
import type { CsvItem } from './csv-file.js';
import {
  cleanEmail,
  cleanText,
  cleanZip,
  displayCase,
  formatPhone,
  formatWebsite,
  parseDate,
} from '../text-cleanup.js';

/** What an importer yields per record: a program, or why the record was left out. */
export type ImportRow = { line: number; program: Program } | { line: number; skipped: string };
export type DraftResult = { program: Program } | { skipped: string };

/** Each record of a CSV file as an import row: a record the parser refused is skipped with its reason. */
export async function* draftRows(
  records: AsyncIterable<CsvItem>,
  toDraft: (fields: string[]) => ProgramDraft,
): AsyncGenerator<ImportRow> {
  for await (const item of records) {
    yield 'error' in item ? { line: item.line, skipped: item.error } : { line: item.line, ...finishProgram(toDraft(item.fields)) };
  }
}

/** One record as an importer read it: raw text where the source has text, numbers already parsed. */
export interface ProgramDraft {
  source: string;
  sourceId: string | null | undefined;
  name: string | null | undefined;
  category: ChildcareCategory;
  programType?: string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  lat?: number | null;
  lng?: number | null;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  website?: string | null | undefined;
  capacity?: number | null;
  licenseNumber?: string | null | undefined;
  licenseStatus?: string | null | undefined;
  ageGroups?: AgeGroup[];
  acceptsSubsidy?: boolean | null;
  hours?: string | null | undefined;
  firstLicensedAt?: string | null | undefined;
  sourceUpdatedAt?: string | null | undefined;
  /** Quality facts as the list gives them: the system's name, levels and inspection summary. */
  qualitySystem?: string | null | undefined;
  qualityLevel?: number | null;
  qualityMaxLevel?: number | null;
  inspectionDate?: string | null | undefined;
  inspectionViolations?: number | null;
  inspectionUrl?: string | null | undefined;
}

/** The quality facts of a draft, or null when it has none; a level above its maximum is not believed. */
function qualityOf(draft: ProgramDraft): QualityFacts | null {
  const level = draft.qualityLevel ?? null;
  const maxLevel = draft.qualityMaxLevel ?? null;
  const facts: QualityFacts = {
    ratingSystem: clipped(draft.qualitySystem, 120),
    ratingLevel: level !== null && (maxLevel === null || level <= maxLevel) ? level : null,
    ratingMaxLevel: maxLevel,
    inspectionDate: parseDate(draft.inspectionDate),
    inspectionViolations: draft.inspectionViolations ?? null,
    inspectionUrl: withinLength(formatWebsite(draft.inspectionUrl), 400),
  };
  return Object.values(facts).some((value) => value !== null) ? facts : null;
}

// Column widths of catalogue_programs: PostgreSQL rejects longer text, which would fail a whole batch.
// A source id of 150 keeps `<source (<= 40)>:<source id>` inside the 200 of the id column.
const MAX_SOURCE_ID = 150;
const MAX_LENGTH = { name: 300, programType: 120, address: 300, city: 120, licenseNumber: 80, licenseStatus: 80, hours: 300 };

function clip(text: string | null, max: number): string | null {
  return text && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function clipped(raw: string | null | undefined, max: number, displayed = false): string | null {
  const text = cleanText(raw);
  return clip(text && displayed ? displayCase(text) : text, max);
}

interface Placement {
  lat: number;
  lng: number;
  precision: LocationPrecision;
  /** The area's city and state, to fill in what the record leaves out. */
  city: string | null;
  state: string | null;
}

// A cut-off e-mail address, URL or phone number is wrong, so an over-long one is dropped, not clipped.
function withinLength(text: string | null, max: number): string | null {
  return text && text.length <= max ? text : null;
}

function isValidPoint(lat: number, lng: number): boolean {
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);
}

/** Its own coordinates when it has them, else its ZIP centroid, else its city's (the offline gazetteer). */
function place(draft: ProgramDraft, zip: string | null, city: string | null, state: string | null): Placement | null {
  const { lat, lng } = draft;
  if (lat != null && lng != null && isValidPoint(lat, lng)) {
    // The nearest-ZIP search is a linear scan: only records with neither a known ZIP nor city and state need it.
    const area = state && city ? null : (placeByZip(zip) ?? nearestZipPlace({ lat, lng }));
    return { lat, lng, precision: 'address', city: area?.city ?? null, state: area?.state ?? null };
  }
  const byZip = placeByZip(zip);
  // A ZIP from another state is a typo; the city is the better guess then.
  if (byZip && (!state || byZip.state === state)) return byZip;
  return city ? placeByCity(city, state) : null;
}

/** Cleans, places and checks a draft: the one road from a source record to a catalogue Program. */
export function finishProgram(draft: ProgramDraft): DraftResult {
  const sourceId = cleanText(draft.sourceId);
  if (!sourceId) return { skipped: 'no id' };
  if (sourceId.length > MAX_SOURCE_ID) return { skipped: `id longer than ${MAX_SOURCE_ID} characters` };
  const name = clipped(draft.name, MAX_LENGTH.name, true);
  if (!name) return { skipped: 'no name' };

  const givenState = cleanText(draft.state);
  // "MA", "ma" or "Massachusetts" alike; its types say string, but an unknown name gives undefined.
  const normalized: string | undefined = givenState ? packageStates.normalize(givenState) : undefined;
  const rawState = normalized ?? givenState?.toUpperCase() ?? null;
  if (rawState && !isUsState(rawState)) return { skipped: `state "${rawState.slice(0, 20)}" is not a US state` };
  const zip = cleanZip(draft.zip);
  const city = clipped(draft.city, MAX_LENGTH.city, true);
  const placement = place(draft, zip, city, rawState);
  if (!placement) {
    return { skipped: 'no coordinates, and neither its ZIP nor its city is in the gazetteer' };
  }
  const state = rawState ?? placement.state;
  if (!state) return { skipped: 'no state' };

  return {
    program: {
      id: `${draft.source}:${sourceId}`,
      source: draft.source,
      sourceId,
      name,
      category: draft.category,
      programType: clipped(draft.programType, MAX_LENGTH.programType, true),
      address: clipped(draft.street, MAX_LENGTH.address, true) ?? '',
      city: city ?? placement.city ?? '',
      state,
      zip: zip ?? '',
      lat: placement.lat,
      lng: placement.lng,
      locationPrecision: placement.precision,
      phone: withinLength(formatPhone(draft.phone), 40),
      email: withinLength(cleanEmail(draft.email), 254),
      website: withinLength(formatWebsite(draft.website), 500),
      capacity: draft.capacity ?? null,
      licenseNumber: clipped(draft.licenseNumber, MAX_LENGTH.licenseNumber),
      licenseStatus: clipped(draft.licenseStatus, MAX_LENGTH.licenseStatus, true),
      ageGroups: sortAgeGroups(draft.ageGroups ?? []),
      acceptsSubsidy: draft.acceptsSubsidy ?? null,
      hours: clipped(draft.hours, MAX_LENGTH.hours),
      firstLicensedAt: parseDate(draft.firstLicensedAt),
      sourceUpdatedAt: parseDate(draft.sourceUpdatedAt),
      quality: qualityOf(draft),
      rating: null,
      reviewCount: 0,
    },
  };
}
