import { randomUUID } from 'node:crypto';
import type { SaveDaycareRequest, SavedDaycare } from '#shared/schemas/saved.js';
import { findProgram, ratingsOf } from '#server/catalogue/catalogue.repository.js';
import type { Db } from '#server/db/database.js';
import type { SavedDaycareRow } from '#server/db/schema.js';
import { daycareDetails } from './daycare-details.js';
import { savedListService } from './saved-list.service.js';

/** The one place a stored saved daycare becomes an API object: the owner's id stays inside. */
export function toSavedDaycare(row: SavedDaycareRow): SavedDaycare {
  return {
    id: row.id,
    placeId: row.placeId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
    website: row.website,
    capacity: row.capacity,
    licenseNumber: row.licenseNumber,
    savedAt: row.savedAt,
    // Filled in by withRatings: a rating moves with every review, so it is read, never stored here.
    rating: null,
    reviewCount: 0,
  };
}

/** Each saved catalogue program with its rating as it is now. */
async function withRatings(db: Db, saved: SavedDaycare[]): Promise<SavedDaycare[]> {
  const ratings = await ratingsOf(db, saved.flatMap((daycare) => (daycare.placeId ? [daycare.placeId] : [])));
  return saved.map((daycare) => ({ ...daycare, ...(daycare.placeId ? ratings.get(daycare.placeId) : undefined) }));
}

/**
 * A parent's favourite programs; saving the same program twice is refused. A placeId the catalogue
 * does not know (a map provider's id) is kept as given, for matching later saves.
 */
export const savedDaycares = savedListService({
  table: 'savedDaycares',
  newRow: async (db, userId, input: SaveDaycareRequest) => {
    const placeId = input.placeId || null;
    const program = placeId ? await findProgram(db, placeId) : undefined;
    return { id: randomUUID(), userId, placeId, ...daycareDetails(input, program), savedAt: new Date().toISOString() };
  },
  toApi: toSavedDaycare,
  withCurrentFacts: withRatings,
});
