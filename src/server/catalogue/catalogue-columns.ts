import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup, LocationPrecision, Program, QualityFacts } from '#shared/schemas/catalogue.js';
import type { CatalogueProgramRow } from '#server/db/schema.js';

/** The columns of a stored program the index is built from (docs/decisions/0036): no timestamps of our own. */
export type IndexRow = Omit<CatalogueProgramRow, 'updatedAt' | 'ratingUpdatedAt' | 'closedAt'>;

export const INDEX_COLUMNS = [
  'id', 'source', 'sourceId', 'name', 'category', 'programType', 'address', 'city', 'state', 'zip', 'lat', 'lng',
  'locationPrecision', 'phone', 'email', 'website', 'capacity', 'licenseNumber', 'licenseStatus', 'ageGroups',
  'acceptsSubsidy', 'hours', 'firstLicensedAt', 'sourceUpdatedAt', 'quality', 'rating', 'reviewCount',
] as const satisfies readonly (keyof IndexRow)[];

/** Few distinct values (categories, sets of age groups) kept once each, a small code per program. */
class Interned<T> {
  readonly values: T[] = [];
  private readonly codes = new Map<string, number>();

  code(key: string, value: () => T): number {
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value());
      this.codes.set(key, code);
    }
    return code;
  }
}

/** A program's facts no search reads, in the order `details` writes them: one JSON array per program. */
type Details = [
  source: string, sourceId: string, programType: string | null, address: string, city: string, state: string,
  zip: string, locationPrecision: LocationPrecision, phone: string | null, email: string | null, website: string | null,
  capacity: number | null, licenseNumber: string | null, licenseStatus: string | null, hours: string | null,
  firstLicensedAt: string | null, sourceUpdatedAt: string | null, quality: QualityFacts | null,
];

/** The stored quality JSON is written as it is: it is JSON already (toRow writes it). */
function details(row: IndexRow): string {
  const text = JSON.stringify([
    row.source, row.sourceId, row.programType, row.address, row.city, row.state, row.zip, row.locationPrecision,
    row.phone, row.email, row.website, row.capacity, row.licenseNumber, row.licenseStatus, row.hours,
    row.firstLicensedAt, row.sourceUpdatedAt,
  ]);
  return `${text.slice(0, -1)},${row.quality ?? 'null'}]`;
}

const NO_RATING = Number.NaN;
const SUBSIDY_CODES = { yes: 1, no: 0, unknown: -1 } as const;

/**
 * The catalogue as the search holds it (docs/decisions/0036): what filters and sorts read in typed
 * arrays and short shared tables, one string each for the name and the keyword text, and the rest
 * of a program in one compact JSON string read only for a page's results or a program page.
 * Position i is the i-th program added; positions never move, only ratings change in place.
 */
export class CatalogueColumns {
  size = 0;
  ids: string[] = [];
  names: string[] = [];
  /** Name, type, street and city in lower case: what the keyword filter searches. */
  keywordTexts: string[] = [];
  detailTexts: string[] = [];
  lats: Float64Array;
  lngs: Float64Array;
  /** NaN where a program has no rating. */
  ratings: Float64Array;
  reviewCounts: Uint32Array;
  /** 1 accepts, 0 does not, -1 unknown. */
  subsidies: Int8Array;
  categoryCodes: Uint16Array;
  ageGroupCodes: Uint16Array;
  readonly categories = new Interned<ChildcareCategory>();
  /** Each distinct list of age groups once, shared (frozen) by every program with it. */
  readonly ageGroupLists = new Interned<readonly AgeGroup[]>();
  readonly positions = new Map<string, number>();
  /** Programs placed at their street address, by normalised "street city". */
  readonly byAddress = new Map<string, number>();

  constructor(capacity: number) {
    const room = Math.max(1, capacity);
    this.lats = new Float64Array(room);
    this.lngs = new Float64Array(room);
    this.ratings = new Float64Array(room);
    this.reviewCounts = new Uint32Array(room);
    this.subsidies = new Int8Array(room);
    this.categoryCodes = new Uint16Array(room);
    this.ageGroupCodes = new Uint16Array(room);
  }

  add(row: IndexRow): void {
    if (this.size === this.lats.length) this.grow();
    const at = this.size;
    this.size += 1;
    this.ids.push(row.id);
    this.names.push(row.name);
    this.keywordTexts.push(`${row.name} ${row.programType ?? ''} ${row.address} ${row.city}`.toLowerCase());
    this.detailTexts.push(details(row));
    this.lats[at] = row.lat;
    this.lngs[at] = row.lng;
    this.ratings[at] = row.rating ?? NO_RATING;
    this.reviewCounts[at] = row.reviewCount;
    this.subsidies[at] = row.acceptsSubsidy === null ? SUBSIDY_CODES.unknown : row.acceptsSubsidy === 1 ? SUBSIDY_CODES.yes : SUBSIDY_CODES.no;
    this.categoryCodes[at] = this.categories.code(row.category, () => row.category as ChildcareCategory);
    this.ageGroupCodes[at] = this.ageGroupLists.code(row.ageGroups, () => Object.freeze(JSON.parse(row.ageGroups) as AgeGroup[]));
    this.positions.set(row.id, at);
    if (row.locationPrecision === 'address') this.byAddress.set(addressKey(`${row.address} ${row.city}`), at);
  }

  /** Typed arrays cut to the programs added: room held for more would be memory for nothing. */
  trim(): void {
    if (this.size === this.lats.length) return;
    const size = this.size;
    this.lats = this.lats.slice(0, size);
    this.lngs = this.lngs.slice(0, size);
    this.ratings = this.ratings.slice(0, size);
    this.reviewCounts = this.reviewCounts.slice(0, size);
    this.subsidies = this.subsidies.slice(0, size);
    this.categoryCodes = this.categoryCodes.slice(0, size);
    this.ageGroupCodes = this.ageGroupCodes.slice(0, size);
  }

  private grow(): void {
    const room = Math.ceil(this.lats.length * 1.5) + 16;
    const grown = <A extends Float64Array | Uint32Array | Int8Array | Uint16Array>(from: A, make: (n: number) => A): A => {
      const to = make(room);
      to.set(from);
      return to;
    };
    this.lats = grown(this.lats, (n) => new Float64Array(n));
    this.lngs = grown(this.lngs, (n) => new Float64Array(n));
    this.ratings = grown(this.ratings, (n) => new Float64Array(n));
    this.reviewCounts = grown(this.reviewCounts, (n) => new Uint32Array(n));
    this.subsidies = grown(this.subsidies, (n) => new Int8Array(n));
    this.categoryCodes = grown(this.categoryCodes, (n) => new Uint16Array(n));
    this.ageGroupCodes = grown(this.ageGroupCodes, (n) => new Uint16Array(n));
  }

  rating(at: number): number | null {
    const rating = this.ratings[at] as number;
    return Number.isNaN(rating) ? null : rating;
  }

  subsidy(at: number): boolean | null {
    const code = this.subsidies[at];
    return code === SUBSIDY_CODES.unknown ? null : code === SUBSIDY_CODES.yes;
  }

  category(at: number): ChildcareCategory {
    return this.categories.values[this.categoryCodes[at] as number] as ChildcareCategory;
  }

  ageGroups(at: number): readonly AgeGroup[] {
    return this.ageGroupLists.values[this.ageGroupCodes[at] as number] as readonly AgeGroup[];
  }

  details(at: number): Details {
    return JSON.parse(this.detailTexts[at] as string) as Details;
  }

  setRating(at: number, rating: number | null, reviewCount: number): void {
    this.ratings[at] = rating ?? NO_RATING;
    this.reviewCounts[at] = reviewCount;
  }

  /** The whole program at a position, as a plain object of its own (a program page, a comparison). */
  program(at: number): Program {
    const [source, sourceId, programType, address, city, state, zip, locationPrecision, phone, email, website, capacity,
      licenseNumber, licenseStatus, hours, firstLicensedAt, sourceUpdatedAt, quality] = this.details(at);
    return {
      id: this.ids[at] as string,
      source,
      sourceId,
      name: this.names[at] as string,
      category: this.category(at),
      programType,
      address,
      city,
      state,
      zip,
      lat: this.lats[at] as number,
      lng: this.lngs[at] as number,
      locationPrecision,
      phone,
      email,
      website,
      capacity,
      licenseNumber,
      licenseStatus,
      ageGroups: [...this.ageGroups(at)],
      acceptsSubsidy: this.subsidy(at),
      hours,
      firstLicensedAt,
      sourceUpdatedAt,
      quality,
      rating: this.rating(at),
      reviewCount: this.reviewCounts[at] as number,
    };
  }
}

export function addressKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * One program of the index as a search hit carries it: what filters and sorts read comes from the
 * columns, and the rest is parsed from its details only when a result is written (a page's worth).
 */
export class ProgramAt implements Program {
  private parsed: Details | undefined;

  constructor(
    private readonly columns: CatalogueColumns,
    readonly at: number,
  ) {}

  private get rest(): Details {
    this.parsed ??= this.columns.details(this.at);
    return this.parsed;
  }

  get id() { return this.columns.ids[this.at] as string; }
  get name() { return this.columns.names[this.at] as string; }
  get category() { return this.columns.category(this.at); }
  get lat() { return this.columns.lats[this.at] as number; }
  get lng() { return this.columns.lngs[this.at] as number; }
  get ageGroups() { return this.columns.ageGroups(this.at) as AgeGroup[]; }
  get acceptsSubsidy() { return this.columns.subsidy(this.at); }
  get rating() { return this.columns.rating(this.at); }
  get reviewCount() { return this.columns.reviewCounts[this.at] as number; }
  /** Lower-case name, type, street and city: the keyword filter's haystack. */
  get keywordText() { return this.columns.keywordTexts[this.at] as string; }
  get source() { return this.rest[0]; }
  get sourceId() { return this.rest[1]; }
  get programType() { return this.rest[2]; }
  get address() { return this.rest[3]; }
  get city() { return this.rest[4]; }
  get state() { return this.rest[5]; }
  get zip() { return this.rest[6]; }
  get locationPrecision() { return this.rest[7]; }
  get phone() { return this.rest[8]; }
  get email() { return this.rest[9]; }
  get website() { return this.rest[10]; }
  get capacity() { return this.rest[11]; }
  get licenseNumber() { return this.rest[12]; }
  get licenseStatus() { return this.rest[13]; }
  get hours() { return this.rest[14]; }
  get firstLicensedAt() { return this.rest[15]; }
  get sourceUpdatedAt() { return this.rest[16]; }
  get quality() { return this.rest[17]; }
}
