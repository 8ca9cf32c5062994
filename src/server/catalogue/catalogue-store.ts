import type { Db } from '#server/db/database.js';
import { IntervalCheck } from '#server/lib/interval-check.js';
import { catalogueVersion, loadAllPrograms } from './catalogue.repository.js';
import { CatalogueIndex } from './catalogue-index.js';

/** How often an instance asks the database whether another process imported a newer catalogue. */
const VERSION_CHECK_INTERVAL_MS = 5000;

/**
 * Holds the in-memory index of the catalogue and rebuilds it when the catalogue version in the
 * database moves (an import here or in another instance behind the same database).
 */
export class CatalogueStore {
  private index: CatalogueIndex = CatalogueIndex.build([]);
  private readonly versionCheck: IntervalCheck;

  constructor(
    private readonly db: Db,
    checkIntervalMs = VERSION_CHECK_INTERVAL_MS,
  ) {
    this.versionCheck = new IntervalCheck(checkIntervalMs, () => this.refreshIfNewer());
  }

  /** Loads the index now; call once at start-up and after an import in this process. */
  async reload(): Promise<CatalogueIndex> {
    const version = await catalogueVersion(this.db);
    this.index = CatalogueIndex.build(await loadAllPrograms(this.db), version);
    this.versionCheck.checked();
    return this.index;
  }

  /** The index as it is now, without asking the database (for synchronous lookups). */
  peek(): CatalogueIndex {
    return this.index;
  }

  /** The current index, rebuilt first if the database holds a newer catalogue version. */
  async current(): Promise<CatalogueIndex> {
    await this.versionCheck.whenDue();
    return this.index;
  }

  private async refreshIfNewer(): Promise<void> {
    const version = await catalogueVersion(this.db);
    this.versionCheck.checked();
    if (version !== this.index.version) await this.reload();
  }
}
