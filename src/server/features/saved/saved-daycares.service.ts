import { randomUUID } from 'node:crypto';
import type { SaveDaycareRequest, SavedDaycare } from '#shared/schemas/saved.js';
import { findProgram } from '#server/catalogue/catalogue.repository.js';
import type { Db } from '#server/db/database.js';
import { daycareDetails } from './daycare-details.js';
import { deleteSavedDaycare, findSavedDaycares, insertSavedDaycare, toSavedDaycare } from './saved-daycares.repository.js';

/**
 * The new saved daycare, or null when the parent already saved the same program. A placeId the
 * catalogue does not know (a map provider's id) is kept as given, for matching later saves.
 */
export async function saveDaycare(db: Db, userId: string, input: SaveDaycareRequest): Promise<SavedDaycare | null> {
  const placeId = input.placeId || null;
  const program = placeId ? await findProgram(db, placeId) : undefined;
  const row = await insertSavedDaycare(db, {
    id: randomUUID(),
    userId,
    placeId,
    ...daycareDetails(input, program),
    savedAt: new Date().toISOString(),
  });
  return row && toSavedDaycare(row);
}

export async function listSavedDaycares(db: Db, userId: string): Promise<SavedDaycare[]> {
  return (await findSavedDaycares(db, userId)).map(toSavedDaycare);
}

export function removeSavedDaycare(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteSavedDaycare(db, userId, id);
}
