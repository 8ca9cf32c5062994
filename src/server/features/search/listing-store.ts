import type { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import type { Db } from '#server/db/database.js';
import { IntervalCheck } from '#server/lib/interval-check.js';
import { requestsTurn } from '#server/lib/requests-turn.js';
import type { ListingSectionRow } from '#server/db/schema.js';
import {
  EMPTY_DIGEST,
  listingSectionBatches,
  listingSectionsVersion,
  readListingSections,
  withSection,
  type ListingDigest,
  type ListingSectionsVersion,
} from '#server/features/listings/listing-summaries.js';
import { ListingColumns } from './listing-columns.js';

/** How often an instance asks whether a provider changed a listing, here or through another instance. */
const CHANGE_CHECK_INTERVAL_MS = 2000;

/**
 * Rows are re-read from this long before the latest updatedAt seen: a write committed a little
 * after a later one (two transactions), or stamped by an instance whose clock is a little behind,
 * is still picked up by the next change.
 */
const REREAD_MARGIN_MS = 60_000;
type Alignment = { index: CatalogueIndex; listings: AlignedListings };

/** Listings aligned with a rebuilt index between two turns of waiting requests. */
const ALIGN_STEP = 10_000;
/** Sections read at a time by a full load, requests served between batches. */
const BATCH_ROWS = 2000;

/**
 * Listings side by side with a catalogue index: `at(i)` is the listing of the index's program at
 * position i (CatalogueIndex.positionOf), undefined without one. A search reads a hit's listing by
 * its position: on a dense route that is thousands of reads, and looked up by id they made the
 * filtered search about 1.4 times as slow as the unfiltered one (bench/listing-search.ts).
 */
export class AlignedListings {
  /** The listing's slot in `columns` per position of the index, -1 without one. */
  private readonly slots: Int32Array;

  constructor(
    private readonly columns: ListingColumns,
    size: number,
  ) {
    this.slots = new Int32Array(size).fill(-1);
  }

  get length(): number {
    return this.slots.length;
  }

  at(position: number): ListingDigest | undefined {
    const slot = position >= 0 ? this.slots[position] : undefined;
    return slot === undefined || slot === -1 ? undefined : this.columns.digestAt(slot);
  }

  /** Puts the listing in the slot at the position of its program, when the index holds that program. */
  place(index: CatalogueIndex, slot: number): void {
    const at = index.positionOf(this.columns.idAt(slot));
    if (at !== undefined) this.slots[at] = slot;
  }
}

export function alignListings(columns: ListingColumns, index: CatalogueIndex): AlignedListings {
  const aligned = new AlignedListings(columns, index.size);
  for (let slot = 0; slot < columns.size; slot += 1) aligned.place(index, slot);
  return aligned;
}

/**
 * The provider listings the search reads, kept in memory apart from the catalogue index and
 * aligned with it: a provider's change replaces that program's digest within
 * CHANGE_CHECK_INTERVAL_MS, without rebuilding the index or reading every listing again.
 */
export class ListingStore {
  private columns = new ListingColumns();
  /** The listings aligned with the index the search used last; realigned when the catalogue is rebuilt. */
  private aligned: Alignment | undefined;
  /** The listings being aligned with a rebuilt index before it is swapped in (see prepare). */
  private preparing: Alignment | undefined;
  /**
   * Rows accounted for, to compare with the database's count: sections held, and rows of unknown
   * kinds walked past. Fewer there means some were deleted.
   */
  private rowCount = 0;
  private seen: ListingSectionsVersion = { count: 0, latestUpdatedAt: null };
  private readonly changeCheck: IntervalCheck;

  constructor(
    private readonly db: Db,
    checkIntervalMs = CHANGE_CHECK_INTERVAL_MS,
  ) {
    this.changeCheck = new IntervalCheck(checkIntervalMs, () => this.refreshIfChanged());
  }

  /**
   * Reads every listing now (call once at start-up), in batches with requests served between them,
   * into new columns swapped in whole: a search meanwhile reads the listings held before.
   */
  async reload(): Promise<void> {
    const version = await listingSectionsVersion(this.db);
    const columns = new ListingColumns();
    let rowCount = 0;
    // Rows come by program: a program's digest is built up here and kept once, when the next begins.
    let programId: string | undefined;
    let digest = EMPTY_DIGEST;
    for await (const { known, walked } of listingSectionBatches(this.db, BATCH_ROWS)) {
      rowCount += walked;
      for (const row of known) {
        if (row.programId !== programId) {
          if (programId !== undefined) columns.set(programId, digest);
          programId = row.programId;
          digest = columns.get(programId) ?? EMPTY_DIGEST;
        }
        digest = withSection(digest, row);
      }
      await requestsTurn();
    }
    if (programId !== undefined) columns.set(programId, digest);
    this.columns = columns;
    this.aligned = undefined;
    this.rowCount = rowCount;
    this.seen = version;
    this.changeCheck.checked();
  }

  /** The listings aligned with `index`, first brought up to date when the last check is older than the interval. */
  async current(index: CatalogueIndex): Promise<AlignedListings> {
    await this.changeCheck.whenDue();
    if (this.aligned?.index !== index) {
      this.aligned = this.preparing?.index === index ? this.preparing : { index, listings: alignListings(this.columns, index) };
      if (this.preparing === this.aligned) this.preparing = undefined;
    }
    return this.aligned.listings;
  }

  /**
   * Aligns the listings with a rebuilt index before it is swapped in, in steps with requests
   * served between them: aligning 100,000 listings at once held the first search after a rebuild
   * for tens of milliseconds (docs/decisions/0036). Changes arriving meanwhile are written into it.
   */
  async prepare(index: CatalogueIndex): Promise<void> {
    const columns = this.columns;
    const preparing: Alignment = { index, listings: new AlignedListings(columns, index.size) };
    this.preparing = preparing;
    // Up to the size reached at each step: a listing added meanwhile is placed by apply.
    for (let slot = 0; slot < columns.size; slot += 1) {
      preparing.listings.place(index, slot);
      if ((slot + 1) % ALIGN_STEP === 0) await requestsTurn();
    }
    // Reloaded meanwhile: the columns walked are not the ones held; the next search aligns afresh.
    if (this.columns !== columns && this.preparing === preparing) this.preparing = undefined;
  }

  private async refreshIfChanged(): Promise<void> {
    const version = await listingSectionsVersion(this.db);
    this.changeCheck.checked();
    if (version.count === this.seen.count && version.latestUpdatedAt === this.seen.latestUpdatedAt) return;
    const since = this.seen.latestUpdatedAt === null ? undefined : rereadFrom(this.seen.latestUpdatedAt);
    this.apply(await readListingSections(this.db, since));
    // A section deleted, or written with a time older than the margin: only a full read is exact.
    if (this.rowCount !== version.count) return this.reload();
    this.seen = version;
  }

  private apply(rows: ListingSectionRow[]): void {
    for (const row of rows) {
      const before = this.columns.get(row.programId) ?? EMPTY_DIGEST;
      const slot = this.columns.set(row.programId, withSection(before, row));
      if (before[row.section as keyof ListingDigest] === null) this.rowCount += 1;
      // A program keeps its slot: placing it again is needed only for a program new to the columns.
      for (const alignment of [this.aligned, this.preparing]) alignment?.listings.place(alignment.index, slot);
    }
  }
}

function rereadFrom(latestUpdatedAt: string): string | undefined {
  const at = Date.parse(latestUpdatedAt);
  return Number.isNaN(at) ? undefined : new Date(at - REREAD_MARGIN_MS).toISOString();
}
