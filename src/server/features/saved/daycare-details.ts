import type { Program } from '#shared/schemas/catalogue.js';
import {
  SAVED_DAYCARE_DEFAULTS,
  SAVED_DAYCARE_LIMITS,
  type SaveDaycareRequest,
  type SavedDaycare,
} from '#shared/schemas/saved.js';

export type DaycareDetails = Omit<SavedDaycare, 'id' | 'placeId' | 'savedAt' | 'rating' | 'reviewCount'>;
type KnownDetails = Partial<DaycareDetails>;

const TRAILING_COUNTRY = /^(usa?|united states(?: of america)?)$/i;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const STATE_ZIP = /^[A-Za-z]{2}\s+\d{5}(?:-\d{4})?$/;

const fits = (value: string | undefined, max: number) => (value && value.length <= max ? value : undefined);

/**
 * City, state and ZIP read from an address by its commas:
 * "12 Elm St, Somerville, MA 02144" gives Somerville, MA, 02144. The first part is always the
 * street; a trailing country is ignored; a part too long for its field is not taken.
 */
export function addressParts(address: string): Pick<KnownDetails, 'city' | 'state' | 'zipCode'> {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1 && TRAILING_COUNTRY.test(parts.at(-1) ?? '')) parts.pop();
  if (parts.length < 2) return {};
  const last = parts.at(-1) ?? '';
  // "12 Elm St, Somerville" names a city; "12 Elm St, MA 02144" names only a state and ZIP.
  if (parts.length === 2 && !STATE_ZIP.test(last)) return { city: fits(last, SAVED_DAYCARE_LIMITS.city) };
  const words = last.split(/\s+/);
  const zipCode = ZIP.test(words.at(-1) ?? '') ? words.pop() : undefined;
  return {
    city: parts.length > 2 ? fits(parts.at(-2), SAVED_DAYCARE_LIMITS.city) : undefined,
    state: fits(words.join(' '), SAVED_DAYCARE_LIMITS.state),
    zipCode,
  };
}

/** The catalogue's address as a search result shows it, so a save from the list and one by placeId match. */
function fullAddress(program: Program): string {
  return [program.address, program.city, `${program.state} ${program.zip}`.trim()].filter(Boolean).join(', ');
}

/** The facts the catalogue knows about a program; its unknown (null or blank) facts are left out. */
function catalogueFacts(program: Program): KnownDetails {
  return withoutBlanks({
    name: program.name,
    address: fullAddress(program),
    city: program.city,
    state: program.state,
    zipCode: program.zip,
    phoneNumber: program.phone,
    email: program.email,
    website: program.website,
    capacity: program.capacity,
    licenseNumber: program.licenseNumber,
  });
}

function withoutBlanks(values: { [K in keyof DaycareDetails]?: DaycareDetails[K] | null }): KnownDetails {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as KnownDetails;
}

/**
 * What a saved daycare records. When placeId names a catalogue program, every fact the catalogue
 * knows wins over the client's copy (the licensing data is the source of truth, and a client
 * cannot relabel a program); the client's values fill what the catalogue lacks. Then the address
 * gives city, state and ZIP, and the defaults (SAVED_DAYCARE_DEFAULTS) fill whatever is still missing.
 */
export function daycareDetails(input: SaveDaycareRequest, program?: Program): DaycareDetails {
  const { placeId: _placeId, ...sent } = input;
  const known: KnownDetails = { ...withoutBlanks(sent), ...(program ? catalogueFacts(program) : {}) };
  const derived = known.address ? addressParts(known.address) : {};
  return { ...SAVED_DAYCARE_DEFAULTS, ...withoutBlanks(derived), ...known };
}
