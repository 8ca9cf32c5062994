import { HashedPositions } from '#server/catalogue/hashed-positions.js';
import { Interned, resizedColumns } from '#server/catalogue/interned.js';
import { PackedStrings } from '#server/catalogue/packed-strings.js';
import type { HoursDigest, ListingDigest, OffersDigest, OpeningsDigest } from '#server/features/listings/listing-summaries.js';

const NONE = -1;

/**
 * Each distinct part once, a code per program. Parts are known by identity: the digests share
 * equal ones already (listing-summaries.ts), so equal parts are one entry.
 */
class PartTable<T> {
  private readonly table = new Interned<T, T>();

  code(part: T | null): number {
    return part === null ? NONE : this.table.code(part, part);
  }

  at(code: number): T | null {
    return code === NONE ? null : (this.table.values[code] as T);
  }
}

/** Whether a slot has a tuition digest, and who wrote it. */
const TUITION = { none: 0, provider: 1, demo: 2 } as const;

const slotColumns = (room: number) => ({
  /** Code of the openings' (shared) list of seats; hours and offers, of the shared digest. */
  seatLists: new Int32Array(room),
  hours: new Int32Array(room),
  offers: new Int32Array(room),
  confirmedAtMs: new Float64Array(room),
  /** 1 where the demo generator wrote the openings. */
  openingsDemo: new Uint8Array(room),
  /** Prices by value: they repeat little (53,000 distinct ranges among the national demo's 100,000 listings). */
  tuition: new Uint8Array(room),
  lowestMonthly: new Float64Array(room),
  highestMonthly: new Float64Array(room),
});
type SlotColumns = ReturnType<typeof slotColumns>;

/**
 * The provider listings the search reads, one slot per program with a listing, in typed arrays
 * (docs/decisions/0036): its prices, the codes of its shared hours and offers digests and of its
 * list of seats, and the openings' time as milliseconds. 100,000 digests held as objects, with their
 * programs' ids as map keys, were about 25 MB of old space for the collector to walk; here they
 * are a few buffers. Ids are packed and found by hash, as the catalogue's are. A slot's digest is
 * made when a search reads it.
 */
export class ListingColumns {
  size = 0;
  private columns: SlotColumns;
  private readonly ids: PackedStrings;
  private readonly byId: HashedPositions;
  private readonly seatLists = new PartTable<OpeningsDigest['ageGroups']>();
  /** The open-seat mask of each list of seats, by the list's code: it follows from the list. */
  private readonly openMasks: number[] = [];
  private readonly hoursParts = new PartTable<HoursDigest>();
  private readonly offersParts = new PartTable<OffersDigest>();
  /** The openings' time as stored where milliseconds do not give it back (toISOString) exactly. */
  private readonly updatedAtTexts = new Map<number, string>();

  constructor(capacity = 1024) {
    this.columns = slotColumns(capacity);
    this.ids = new PackedStrings(capacity);
    this.byId = new HashedPositions(capacity);
  }

  slotOf(programId: string): number | undefined {
    return this.byId.get(programId, (held) => this.ids.at(held) === programId);
  }

  idAt(slot: number): string {
    return this.ids.at(slot);
  }

  /** The program's listing, or undefined without one. */
  get(programId: string): ListingDigest | undefined {
    const slot = this.slotOf(programId);
    return slot === undefined ? undefined : this.digestAt(slot);
  }

  /** Keeps `digest` as the program's listing; gives its slot, which a program keeps once given. */
  set(programId: string, digest: ListingDigest): number {
    let slot = this.slotOf(programId);
    if (slot === undefined) {
      slot = this.size;
      if (slot === this.columns.tuition.length) this.grow(Math.ceil(slot * 1.5) + 16);
      this.size += 1;
      this.ids.push(programId);
      this.byId.set(programId, slot, (held) => this.ids.at(held) === programId);
    }
    const { openings, tuition, hours, offers } = digest;
    const c = this.columns;
    c.tuition[slot] = tuition === null ? TUITION.none : tuition.demo ? TUITION.demo : TUITION.provider;
    c.lowestMonthly[slot] = tuition?.lowestMonthly ?? 0;
    c.highestMonthly[slot] = tuition?.highestMonthly ?? 0;
    c.hours[slot] = this.hoursParts.code(hours);
    c.offers[slot] = this.offersParts.code(offers);
    this.updatedAtTexts.delete(slot);
    if (openings === null) {
      c.seatLists[slot] = NONE;
      return slot;
    }
    const code = this.seatLists.code(openings.ageGroups);
    this.openMasks[code] = openings.openMask;
    c.seatLists[slot] = code;
    c.openingsDemo[slot] = openings.demo ? 1 : 0;
    c.confirmedAtMs[slot] = openings.confirmedAtMs;
    if (!givesBack(openings.confirmedAtMs, openings.updatedAt)) this.updatedAtTexts.set(slot, openings.updatedAt);
    return slot;
  }

  /** The slot's listing as withSection built it, fields in the same order (one shape for the filters). */
  digestAt(slot: number): ListingDigest {
    const c = this.columns;
    const code = c.seatLists[slot] as number;
    const tuition = c.tuition[slot] as number;
    const confirmedAtMs = c.confirmedAtMs[slot] as number;
    const openings: OpeningsDigest | null =
      code === NONE
        ? null
        : {
            updatedAt: this.updatedAtTexts.get(slot) ?? new Date(confirmedAtMs).toISOString(),
            demo: c.openingsDemo[slot] === 1,
            ageGroups: this.seatLists.at(code) as OpeningsDigest['ageGroups'],
            openMask: this.openMasks[code] as number,
            confirmedAtMs,
          };
    return {
      openings,
      tuition:
        tuition === TUITION.none
          ? null
          : { demo: tuition === TUITION.demo, lowestMonthly: c.lowestMonthly[slot] as number, highestMonthly: c.highestMonthly[slot] as number },
      hours: this.hoursParts.at(c.hours[slot] as number),
      offers: this.offersParts.at(c.offers[slot] as number),
    };
  }

  private grow(room: number): void {
    this.columns = resizedColumns(this.columns, slotColumns, room, this.size);
  }
}

/** Whether the time's milliseconds give its text back as it was stored. */
function givesBack(ms: number, text: string): boolean {
  return Number.isFinite(ms) && new Date(ms).toISOString() === text;
}
