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

/** How often an instance asks whether a provider changed a listing, here or through another instance. */
const CHANGE_CHECK_INTERVAL_MS = 2000;

/**
 * Rows are re-read from this long before the latest updatedAt seen: a write committed a little
 * after a later one (two transactions), or stamped by an instance whose clock is a little behind,
 * is still picked up by the next change.
 */
const REREAD_MARGIN_MS = 60_000;
type Alignment = { index: CatalogueIndex; listings: (ListingDigest | undefined)[] };

/** Listings aligned with a rebuilt index between two turns of waiting requests. */
const ALIGN_STEP = 10_000;
/** Sections read at a time by a full load, requests served between batches. */
const BATCH_ROWS = 2000;

/**
 * Listings side by side with a catalogue index: entry i is the listing of the index's program at
 * position i (CatalogueIndex.positionOf), undefined without one. A search reads a hit's listing by
 * its position: on a dense route that is thousands of reads, and looked up by id they made the
 * filtered search about 1.4 times as slow as the unfiltered one (bench/listing-search.ts).
 */
export type AlignedListings = readonly (ListingDigest | undefined)[];

export function alignListings(digests: ReadonlyMap<string, ListingDigest>, index: CatalogueIndex): (ListingDigest | undefined)[] {
  const aligned = new Array<ListingDigest | undefined>(index.size).fill(undefined);
  for (const [programId, digest] of digests) {
    const at = index.positionOf(programId);
    if (at !== undefined) aligned[at] = digest;
  }
  return aligned;
}

/**
 * The provider listings the search reads, kept in memory apart from the catalogue index and
 * aligned with it: a provider's change replaces that program's digest within
 * CHANGE_CHECK_INTERVAL_MS, without rebuilding the index or reading every listing again.
 */
export class ListingStore {
  private digests = new Map<string, ListingDigest>();
  /** The digests aligned with the index the search used last; realigned when the catalogue is rebuilt. */
  private aligned: Alignment | undefined;
  /** The digests being aligned with a rebuilt index before it is swapped in (see prepare). */
  private preparing: Alignment | undefined;
  /** Sections held, to compare with the database's count: fewer there means some were deleted. */
  private sectionCount = 0;
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
   * into a new map swapped in whole: a search meanwhile reads the listings held before.
   */
  async reload(): Promise<void> {
    const version = await listingSectionsVersion(this.db);
    const digests = new Map<string, ListingDigest>();
    let sectionCount = 0;
    for await (const rows of listingSectionBatches(this.db, BATCH_ROWS)) {
      for (const row of rows) {
        const before = digests.get(row.programId) ?? EMPTY_DIGEST;
        if (before[row.section as keyof ListingDigest] === null) sectionCount += 1;
        digests.set(row.programId, withSection(before, row));
      }
      await requestsTurn();
    }
    this.digests = digests;
    this.aligned = undefined;
    this.sectionCount = sectionCount;
    this.seen = version;
    this.changeCheck.checked();
  }

  /** The listings aligned with `index`, first brought up to date when the last check is older than the interval. */
  async current(index: CatalogueIndex): Promise<AlignedListings> {
    await this.changeCheck.whenDue();
    if (this.aligned?.index !== index) {
      this.aligned = this.preparing?.index === index ? this.preparing : { index, listings: alignListings(this.digests, index) };
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
    const digests = this.digests;
    const preparing: Alignment = { index, listings: new Array<ListingDigest | undefined>(index.size).fill(undefined) };
    this.preparing = preparing;
    let step = 0;
    for (const [programId, digest] of digests) {
      const at = index.positionOf(programId);
      if (at !== undefined) preparing.listings[at] = digest;
      step += 1;
      if (step % ALIGN_STEP === 0) await requestsTurn();
    }
    // Reloaded meanwhile: the map walked is not the one held; the next search aligns afresh.
    if (this.digests !== digests && this.preparing === preparing) this.preparing = undefined;
  }

  private async refreshIfChanged(): Promise<void> {
    const version = await listingSectionsVersion(this.db);
    this.changeCheck.checked();
    if (version.count === this.seen.count && version.latestUpdatedAt === this.seen.latestUpdatedAt) return;
    const since = this.seen.latestUpdatedAt === null ? undefined : rereadFrom(this.seen.latestUpdatedAt);
    this.apply(await readListingSections(this.db, since));
    // A section deleted, or written with a time older than the margin: only a full read is exact.
    if (this.sectionCount !== version.count) return this.reload();
    this.seen = version;
  }

  private apply(rows: ListingSectionRow[]): void {
    for (const row of rows) {
      const before = this.digests.get(row.programId) ?? EMPTY_DIGEST;
      const after = withSection(before, row);
      if (before[row.section as keyof ListingDigest] === null) this.sectionCount += 1;
      this.digests.set(row.programId, after);
      for (const alignment of [this.aligned, this.preparing]) {
        const at = alignment?.index.positionOf(row.programId);
        if (alignment && at !== undefined) alignment.listings[at] = after;
      }
    }
  }
}

function rereadFrom(latestUpdatedAt: string): string | undefined {
  const at = Date.parse(latestUpdatedAt);
  return Number.isNaN(at) ? undefined : new Date(at - REREAD_MARGIN_MS).toISOString();
}
