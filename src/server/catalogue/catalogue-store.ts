import type { DatabaseTarget, Db } from '#server/db/database.js';
import { IntervalCheck } from '#server/lib/interval-check.js';
import { catalogueMeanRating, ratingsVersion, readRatings, type StoredRating } from '#server/features/reviews/ratings.repository.js';
import { catalogueVersion } from './catalogue.repository.js';
import { CatalogueIndex } from './catalogue-index.js';
import { indexFromDatabase } from './index-from-database.js';

/** How often an instance asks the database whether another process imported a newer catalogue. */
const VERSION_CHECK_INTERVAL_MS = 5000;
/** How often an instance asks whether a review moved a rating, here or through another instance. */
const RATING_CHECK_INTERVAL_MS = 2000;
/**
 * Ratings are re-read from this long before the latest change seen: a review committed a little
 * after a later one, or stamped by an instance whose clock is a little behind, is still picked up.
 */
const REREAD_MARGIN_MS = 60_000;
/**
 * How long a request waits for a rebuild that has just begun: a small catalogue is rebuilt within
 * it and answers fresh; a large one answers from the index it replaces meanwhile (docs/decisions/0036).
 */
export const REBUILD_WAIT_MS = 50;

export interface CatalogueStoreOptions {
  /** How often to ask whether another process imported a newer catalogue. */
  checkIntervalMs?: number;
  /** How often to ask whether a review moved a rating. */
  ratingCheckIntervalMs?: number;
  /** How long a request waits for a rebuild that has just begun. */
  rebuildWaitMs?: number;
  /** Where `db` was opened: a large catalogue's first index is then read by a child process over a connection of its own. */
  target?: DatabaseTarget;
}

/**
 * Holds the in-memory index of the catalogue and rebuilds it when the catalogue version in the
 * database moves (an import here or in another instance behind the same database): built beside
 * the one in use, off the request path, then swapped in (docs/decisions/0036). Ratings move far
 * more often than imports: they are written into the index in place (docs/decisions/0025).
 */
export class CatalogueStore {
  private index: CatalogueIndex = CatalogueIndex.build([]);
  private readonly versionCheck: IntervalCheck;
  private readonly ratingCheck: IntervalCheck;
  /** The latest rating change seen in the database. */
  private ratingsSeen: string | null = null;
  /** When each program's rating in memory was written: what arrives late and older is ignored. */
  private readonly ratingStamps = new Map<string, string>();
  /** The rebuild under way, if any: one at a time. */
  private rebuilding: { done: Promise<CatalogueIndex>; startedAt: number } | undefined;
  /** Ratings applied while a rebuild reads the catalogue: written into the new index too when it is swapped in. */
  private ratedDuringRebuild: StoredRating[] | undefined;

  /** What is kept beside the index and must be ready for a new one before it is swapped in (the listings). */
  private readonly beforeSwap: ((index: CatalogueIndex) => Promise<void>)[] = [];

  private readonly rebuildWaitMs: number;
  private readonly target: DatabaseTarget | undefined;
  /** Whether an index was read from the database yet. */
  private loaded = false;

  constructor(
    private readonly db: Db,
    {
      checkIntervalMs = VERSION_CHECK_INTERVAL_MS,
      ratingCheckIntervalMs = RATING_CHECK_INTERVAL_MS,
      rebuildWaitMs = REBUILD_WAIT_MS,
      target,
    }: CatalogueStoreOptions = {},
  ) {
    this.rebuildWaitMs = rebuildWaitMs;
    this.target = target;
    this.versionCheck = new IntervalCheck(checkIntervalMs, () => this.refreshIfNewer());
    this.ratingCheck = new IntervalCheck(ratingCheckIntervalMs, () => this.refreshRatings());
  }

  /** Runs `prepare` on every rebuilt index before it is swapped in. */
  prepareEachIndex(prepare: (index: CatalogueIndex) => Promise<void>): void {
    this.beforeSwap.push(prepare);
  }

  /** Loads the index now; call once at start-up and after an import in this process. */
  async reload(): Promise<CatalogueIndex> {
    // A rebuild under way may have read the catalogue before the change this caller made.
    await this.rebuilding?.done.catch(() => undefined);
    return this.rebuild();
  }

  private rebuild(): Promise<CatalogueIndex> {
    if (this.rebuilding) return this.rebuilding.done;
    const done = this.buildAndSwap().finally(() => {
      this.rebuilding = undefined;
    });
    this.rebuilding = { done, startedAt: Date.now() };
    return done;
  }

  private async buildAndSwap(): Promise<CatalogueIndex> {
    this.ratedDuringRebuild = [];
    try {
      // Read before the programs: a rating written during the load is re-read by the next check.
      const ratingsSeen = await ratingsVersion(this.db);
      const version = await catalogueVersion(this.db);
      // Only the first index is read by a child process, beside the listings at start-up: a
      // rebuild is read here in batches, between requests (docs/decisions/0036).
      const index = await indexFromDatabase(this.db, version, {
        sizeHint: this.index.size > 0 ? this.index.size : undefined,
        target: this.loaded ? undefined : this.target,
      });
      index.meanRating = await catalogueMeanRating(this.db);
      for (const prepare of this.beforeSwap) await prepare(index);
      for (const rating of this.ratedDuringRebuild) this.setRating(index, rating);
      this.index = index;
      this.loaded = true;
      this.ratingsSeen = ratingsSeen;
      this.versionCheck.checked();
      this.ratingCheck.checked();
      return index;
    } finally {
      this.ratedDuringRebuild = undefined;
    }
  }

  /** Waits for a rebuild under way, but only while it is younger than rebuildWaitMs. */
  private async briefly(): Promise<void> {
    const rebuilding = this.rebuilding;
    if (!rebuilding) return;
    const left = this.rebuildWaitMs - (Date.now() - rebuilding.startedAt);
    if (left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([rebuilding.done, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The index as it is now, without asking the database (for synchronous lookups). */
  peek(): CatalogueIndex {
    return this.index;
  }

  /** The current index, rebuilt first if the database holds a newer catalogue version, its ratings current. */
  async current(): Promise<CatalogueIndex> {
    await this.versionCheck.whenDue();
    await this.briefly();
    await this.ratingCheck.whenDue();
    return this.index;
  }

  /** A rating this instance just committed, and the catalogue's mean after it: used at once here. */
  applyRating(rating: StoredRating, meanRating: number | null): void {
    this.ratedDuringRebuild?.push(rating);
    this.setRating(this.index, rating);
    this.index.meanRating = meanRating;
  }

  private setRating(index: CatalogueIndex, { programId, rating, reviewCount, at }: StoredRating): void {
    const applied = this.ratingStamps.get(programId);
    if (applied !== undefined && applied > at) return;
    this.ratingStamps.set(programId, at);
    index.setRating(programId, rating, reviewCount);
  }

  private async refreshIfNewer(): Promise<void> {
    const version = await catalogueVersion(this.db);
    this.versionCheck.checked();
    // Started, not awaited: requests go on with the index in use while the new one is built. A
    // failed rebuild is tried again at the next check (and reaches a request that waited for it).
    if (version !== this.index.version) this.rebuild().catch(() => undefined);
  }

  private async refreshRatings(): Promise<void> {
    const latest = await ratingsVersion(this.db);
    this.ratingCheck.checked();
    if (latest === this.ratingsSeen) return;
    const since = this.ratingsSeen === null ? undefined : rereadFrom(this.ratingsSeen);
    const index = this.index;
    for (const rating of await readRatings(this.db, since)) this.setRating(index, rating);
    index.meanRating = await catalogueMeanRating(this.db);
    this.ratingsSeen = latest;
  }
}

function rereadFrom(latest: string): string | undefined {
  const at = Date.parse(latest);
  return Number.isNaN(at) ? undefined : new Date(at - REREAD_MARGIN_MS).toISOString();
}
