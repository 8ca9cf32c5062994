import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup, LocationPrecision, Program } from '#shared/schemas/catalogue.js';
import type { CatalogueProgramRow } from '#server/db/schema.js';
import { HashedPositions, type HashedPositionsParts } from './hashed-positions.js';
import { Interned, resizedColumns } from './interned.js';
import { PackedStrings, type PackedStringsParts } from './packed-strings.js';

/**
 * What the index keeps of a program (docs/decisions/0036): what filters, sorts, a result's place
 * and a link preview read. The rest (contacts, licence, hours, quality) is read per page by id.
 */
export type CatalogueProgram = Pick<
  Program,
  | 'id' | 'source' | 'sourceId' | 'name' | 'category' | 'programType' | 'address' | 'city' | 'state' | 'zip'
  | 'lat' | 'lng' | 'locationPrecision' | 'ageGroups' | 'acceptsSubsidy' | 'rating' | 'reviewCount'
>;

/** The rest of a program, read from the database for the programs of one page. */
export type ProgramDetails = Omit<Program, keyof CatalogueProgram>;

/** The columns of a stored program the index is built from: a compact read, no details. */
export type IndexRow = Pick<CatalogueProgramRow, Exclude<keyof CatalogueProgram, 'ageGroups' | 'acceptsSubsidy'> | 'ageGroups' | 'acceptsSubsidy'>;

export const INDEX_COLUMNS = [
  'id', 'source', 'sourceId', 'name', 'category', 'programType', 'address', 'city', 'state', 'zip', 'lat', 'lng',
  'locationPrecision', 'ageGroups', 'acceptsSubsidy', 'rating', 'reviewCount',
] as const satisfies readonly (keyof IndexRow)[];

export const DETAIL_COLUMNS = [
  'phone', 'email', 'website', 'capacity', 'licenseNumber', 'licenseStatus', 'hours', 'firstLicensedAt', 'sourceUpdatedAt', 'quality',
] as const satisfies readonly (keyof CatalogueProgramRow)[];

const NO_RATING = Number.NaN;
const SUBSIDY = { yes: 1, no: 0, unknown: -1 } as const;

const numericColumns = (room: number) => ({
  lats: new Float64Array(room),
  lngs: new Float64Array(room),
  /** NaN where a program has no rating. */
  ratings: new Float64Array(room),
  reviewCounts: new Uint32Array(room),
  /** 1 accepts, 0 does not, -1 unknown. */
  subsidies: new Int8Array(room),
  sources: new Uint32Array(room),
  categories: new Uint32Array(room),
  programTypes: new Uint32Array(room),
  cities: new Uint32Array(room),
  states: new Uint32Array(room),
  zips: new Uint32Array(room),
  precisions: new Uint32Array(room),
  ageGroups: new Uint32Array(room),
});
type NumericColumns = ReturnType<typeof numericColumns>;

/** Texts that repeat, each kept once behind a code (the numeric column of the same name holds it). */
const textTables = () => ({
  sources: new Interned<string>(),
  categories: new Interned<ChildcareCategory>(),
  programTypes: new Interned<string | null>(),
  cities: new Interned<string>(),
  states: new Interned<string>(),
  zips: new Interned<string>(),
  precisions: new Interned<LocationPrecision>(),
  /** Each distinct list of age groups once, frozen, shared by every program with it. */
  ageGroupLists: new Interned<readonly AgeGroup[]>(),
});
type TextTables = ReturnType<typeof textTables>;
type TextTablesParts = { [K in keyof TextTables]: ReturnType<TextTables[K]['parts']> };

function textTablesFrom(parts: TextTablesParts): TextTables {
  return {
    sources: Interned.fromParts(parts.sources),
    categories: Interned.fromParts(parts.categories),
    programTypes: Interned.fromParts(parts.programTypes),
    cities: Interned.fromParts(parts.cities),
    states: Interned.fromParts(parts.states),
    zips: Interned.fromParts(parts.zips),
    precisions: Interned.fromParts(parts.precisions),
    // A copy from another process is no longer frozen: shared by many programs, it must not change.
    ageGroupLists: Interned.fromParts(parts.ageGroupLists, (list) => Object.freeze(list)),
  };
}

/** What columns are made of, to hand them from the process that read them to the one that searches. */
export interface CatalogueColumnsParts {
  size: number;
  numbers: NumericColumns;
  ids: PackedStringsParts;
  names: PackedStringsParts;
  addresses: PackedStringsParts;
  texts: TextTablesParts;
  sourceIds: Map<number, string>;
  byId: HashedPositionsParts;
  byAddress: HashedPositionsParts;
}

/**
 * The catalogue as the search holds it (docs/decisions/0036): numbers in typed arrays, repeated
 * texts once each behind a code, and id, name and street packed in buffers. Position i is the
 * i-th program added; positions never move, only ratings change in place.
 */
export class CatalogueColumns {
  size = 0;
  private readonly ids: PackedStrings;
  private readonly names: PackedStrings;
  private readonly addresses: PackedStrings;
  numbers: NumericColumns;
  private readonly texts: TextTables;
  /** The source's own id where the program's id is not "source:sourceId" (every importer writes that form). */
  private readonly sourceIds: Map<number, string>;
  private readonly byId: HashedPositions;
  /** Programs placed at their street address, by their normalised "street city". */
  private readonly byAddress: HashedPositions;

  constructor(capacity: number, parts?: CatalogueColumnsParts) {
    if (parts) {
      // Columns read by another process (docs/decisions/0036), taken over whole.
      this.size = parts.size;
      this.numbers = parts.numbers;
      this.ids = PackedStrings.fromParts(parts.ids);
      this.names = PackedStrings.fromParts(parts.names);
      this.addresses = PackedStrings.fromParts(parts.addresses);
      this.texts = textTablesFrom(parts.texts);
      this.sourceIds = parts.sourceIds;
      this.byId = HashedPositions.fromParts(parts.byId);
      this.byAddress = HashedPositions.fromParts(parts.byAddress);
      return;
    }
    this.numbers = numericColumns(Math.max(1, capacity));
    this.ids = new PackedStrings(capacity);
    this.names = new PackedStrings(capacity);
    this.addresses = new PackedStrings(capacity);
    this.texts = textTables();
    this.sourceIds = new Map();
    this.byId = new HashedPositions(capacity);
    this.byAddress = new HashedPositions(capacity);
  }

  /** The columns as buffers and plain values, to hand to another process. */
  parts(): CatalogueColumnsParts {
    const t = this.texts;
    return {
      size: this.size,
      numbers: this.numbers,
      ids: this.ids.parts(),
      names: this.names.parts(),
      addresses: this.addresses.parts(),
      texts: {
        sources: t.sources.parts(),
        categories: t.categories.parts(),
        programTypes: t.programTypes.parts(),
        cities: t.cities.parts(),
        states: t.states.parts(),
        zips: t.zips.parts(),
        precisions: t.precisions.parts(),
        ageGroupLists: t.ageGroupLists.parts(),
      },
      sourceIds: this.sourceIds,
      byId: this.byId.parts(),
      byAddress: this.byAddress.parts(),
    };
  }

  add(row: IndexRow): void {
    if (this.size === this.numbers.lats.length) this.resize(Math.ceil(this.size * 1.5) + 16);
    const at = this.size;
    this.size += 1;
    const n = this.numbers;
    this.ids.push(row.id);
    this.names.push(row.name);
    this.addresses.push(row.address);
    n.lats[at] = row.lat;
    n.lngs[at] = row.lng;
    n.ratings[at] = row.rating ?? NO_RATING;
    n.reviewCounts[at] = row.reviewCount;
    n.subsidies[at] = row.acceptsSubsidy === null ? SUBSIDY.unknown : row.acceptsSubsidy === 1 ? SUBSIDY.yes : SUBSIDY.no;
    n.sources[at] = this.texts.sources.code(row.source, row.source);
    n.categories[at] = this.texts.categories.code(row.category, row.category as ChildcareCategory);
    n.programTypes[at] = row.programType === null ? 0 : 1 + this.texts.programTypes.code(row.programType, row.programType);
    n.cities[at] = this.texts.cities.code(row.city, row.city);
    n.states[at] = this.texts.states.code(row.state, row.state);
    n.zips[at] = this.texts.zips.code(row.zip, row.zip);
    n.precisions[at] = this.texts.precisions.code(row.locationPrecision, row.locationPrecision as LocationPrecision);
    n.ageGroups[at] = this.texts.ageGroupLists.code(row.ageGroups, () => Object.freeze(JSON.parse(row.ageGroups) as AgeGroup[]));
    if (row.id !== `${row.source}:${row.sourceId}`) this.sourceIds.set(at, row.sourceId);
    this.byId.set(row.id, at, (held) => this.id(held) === row.id);
    if (row.locationPrecision === 'address') {
      const key = addressKey(`${row.address} ${row.city}`);
      this.byAddress.set(key, at, (held) => this.addressKeyAt(held) === key);
    }
  }

  /** Typed arrays cut to the programs added: room held for more would be memory for nothing. */
  trim(): void {
    if (this.size !== this.numbers.lats.length) this.resize(this.size);
    for (const strings of [this.ids, this.names, this.addresses]) strings.trim();
  }

  positionOf(id: string): number | undefined {
    return this.byId.get(id, (held) => this.id(held) === id);
  }

  id(at: number): string {
    return this.ids.at(at);
  }

  name(at: number): string {
    return this.names.at(at);
  }

  address(at: number): string {
    return this.addresses.at(at);
  }

  private resize(room: number): void {
    this.numbers = resizedColumns(this.numbers, numericColumns, Math.max(1, room), this.size);
  }

  rating(at: number): number | null {
    const rating = this.numbers.ratings[at] as number;
    return Number.isNaN(rating) ? null : rating;
  }

  setRating(at: number, rating: number | null, reviewCount: number): void {
    this.numbers.ratings[at] = rating ?? NO_RATING;
    this.numbers.reviewCounts[at] = reviewCount;
  }

  subsidy(at: number): boolean | null {
    const code = this.numbers.subsidies[at];
    return code === SUBSIDY.unknown ? null : code === SUBSIDY.yes;
  }

  source(at: number): string {
    return this.texts.sources.values[this.numbers.sources[at] as number] as string;
  }

  sourceId(at: number): string {
    return this.sourceIds.get(at) ?? this.id(at).slice(this.source(at).length + 1);
  }

  category(at: number): ChildcareCategory {
    return this.texts.categories.values[this.numbers.categories[at] as number] as ChildcareCategory;
  }

  programType(at: number): string | null {
    const code = this.numbers.programTypes[at] as number;
    return code === 0 ? null : (this.texts.programTypes.values[code - 1] as string);
  }

  city(at: number): string {
    return this.texts.cities.values[this.numbers.cities[at] as number] as string;
  }

  state(at: number): string {
    return this.texts.states.values[this.numbers.states[at] as number] as string;
  }

  zip(at: number): string {
    return this.texts.zips.values[this.numbers.zips[at] as number] as string;
  }

  locationPrecision(at: number): LocationPrecision {
    return this.texts.precisions.values[this.numbers.precisions[at] as number] as LocationPrecision;
  }

  ageGroups(at: number): readonly AgeGroup[] {
    return this.texts.ageGroupLists.values[this.numbers.ageGroups[at] as number] as readonly AgeGroup[];
  }

  /** What the index keeps of the program at a position, as a plain object of its own. */
  program(at: number): CatalogueProgram {
    return {
      id: this.id(at),
      source: this.source(at),
      sourceId: this.sourceId(at),
      name: this.name(at),
      category: this.category(at),
      programType: this.programType(at),
      address: this.address(at),
      city: this.city(at),
      state: this.state(at),
      zip: this.zip(at),
      lat: this.numbers.lats[at] as number,
      lng: this.numbers.lngs[at] as number,
      locationPrecision: this.locationPrecision(at),
      ageGroups: [...this.ageGroups(at)],
      acceptsSubsidy: this.subsidy(at),
      rating: this.rating(at),
      reviewCount: this.numbers.reviewCounts[at] as number,
    };
  }

  /** The program placed at exactly this normalised "street city", the last one added there. */
  atAddress(key: string): number | undefined {
    return this.byAddress.get(key, (held) => this.addressKeyAt(held) === key);
  }

  private addressKeyAt(at: number): string {
    return addressKey(`${this.address(at)} ${this.city(at)}`);
  }
}

export function addressKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}


/**
 * One program of the index as a search hit carries it: every field read from the columns when
 * asked, so a hit costs one small object, whatever the filters and sorts read of it.
 */
export class ProgramAt implements CatalogueProgram {
  constructor(
    private readonly columns: CatalogueColumns,
    readonly at: number,
  ) {}

  get id() { return this.columns.id(this.at); }
  get source() { return this.columns.source(this.at); }
  get sourceId() { return this.columns.sourceId(this.at); }
  get name() { return this.columns.name(this.at); }
  get category() { return this.columns.category(this.at); }
  get programType() { return this.columns.programType(this.at); }
  get address() { return this.columns.address(this.at); }
  get city() { return this.columns.city(this.at); }
  get state() { return this.columns.state(this.at); }
  get zip() { return this.columns.zip(this.at); }
  get lat() { return this.columns.numbers.lats[this.at] as number; }
  get lng() { return this.columns.numbers.lngs[this.at] as number; }
  get locationPrecision() { return this.columns.locationPrecision(this.at); }
  get ageGroups() { return this.columns.ageGroups(this.at) as AgeGroup[]; }
  get acceptsSubsidy() { return this.columns.subsidy(this.at); }
  get rating() { return this.columns.rating(this.at); }
  get reviewCount() { return this.columns.numbers.reviewCounts[this.at] as number; }
}
