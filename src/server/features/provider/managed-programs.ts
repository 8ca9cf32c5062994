import type { ManagedProgram } from '#shared/schemas/provider.js';
import { findProgram } from '#server/catalogue/catalogue.repository.js';
import type { Db } from '#server/db/database.js';
import { findListing } from '#server/features/listings/listing.repository.js';
import { findActiveTokens, toProviderToken } from './feed-tokens.repository.js';
import { findManagedProgramIds } from './managers.repository.js';

/**
 * The programs an account manages, each with its listing and working feed tokens. A program an
 * import dropped is left out until it comes back; its listing and managers wait for it.
 */
export async function listManagedPrograms(db: Db, userId: string): Promise<ManagedProgram[]> {
  const ids = await findManagedProgramIds(db, userId);
  const managed = await Promise.all(
    ids.map(async (id) => {
      const program = await findProgram(db, id);
      if (!program) return [];
      const [listing, tokens] = await Promise.all([findListing(db, id), findActiveTokens(db, id)]);
      return [{ program, listing, tokens: tokens.map(toProviderToken) }];
    }),
  );
  return managed.flat();
}
