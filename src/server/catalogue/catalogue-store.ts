import type { Db } from '#server/db/database.js';
import { IntervalCheck } from '#server/lib/interval-check.js';
import { catalogueMeanRating, ratingsVersion, readRatings, type StoredRating } from '#server/features/reviews/ratings.repository.js';
import { catalogueVersion, loadAllPrograms } from './catalogue.repository.js';
import { CatalogueIndex } from './catalogue-index.js';

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
 * Holds the in-memory index of the catalogue and rebuilds it when the catalogue version in the
 * database moves (an import here or in another instance behind the same database). Ratings move
 * far more often than imports: they are written into the index in place (docs/decisions/0025).
 */
export class CatalogueStore {
  private index: CatalogueIndex = CatalogueIndex.build([]);
  private readonly versionCheck: IntervalCheck;
  private readonly ratingCheck: IntervalCheck;
  /** The latest rating change seen in the database. */
  private ratingsSeen: string | null = null;
  /** When each program's rating in memory was written: what arrives late and older is ignored. */
  private readonly ratingStamps = new Map<string, string>();

  constructor(
    private readonly db: Db,
    checkIntervalMs = VERSION_CHECK_INTERVAL_MS,
    ratingCheckIntervalMs = RATING_CHECK_INTERVAL_MS,
  ) {
    this.versionCheck = new IntervalCheck(checkIntervalMs, () => this.refreshIfNewer());
    this.ratingCheck = new IntervalCheck(ratingCheckIntervalMs, () => this.refreshRatings());
  }

  /** Loads the index now; call once at start-up and after an import in this process. */
  async reload(): Promise<CatalogueIndex> {
    // Read before the programs: a rating written during the load is re-read by the next check.
    const ratingsSeen = await ratingsVersion(this.db);
    const version = await catalogueVersion(this.db);
    const index = CatalogueIndex.build(await loadAllPrograms(this.db), version);
    index.meanRating = await catalogueMeanRating(this.db);
    this.index = index;
    this.ratingsSeen = ratingsSeen;
    this.versionCheck.checked();
    this.ratingCheck.checked();
    return this.index;
  }

  /** The index as it is now, without asking the database (for synchronous lookups). */
  peek(): CatalogueIndex {
    return this.index;
  }

  /** The current index, rebuilt first if the database holds a newer catalogue version, its ratings current. */
  async current(): Promise<CatalogueIndex> {
    await this.versionCheck.whenDue();
    await this.ratingCheck.whenDue();
    return this.index;
  }

  /** A rating this instance just committed, and the catalogue's mean after it: used at once here. */
  applyRating(rating: StoredRating, meanRating: number | null): void {
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
    if (version !== this.index.version) await this.reload();
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
