import type { RouteTravelMode, SavedRoute, Waypoint } from '#shared/schemas/saved.js';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import type { NewSavedRouteRow, SavedRouteRow } from '#server/db/schema.js';

/** The one place a stored route becomes an API object, its ends under both names clients read. */
export function toSavedRoute(row: SavedRouteRow): SavedRoute {
  return {
    id: row.id,
    origin: row.origin,
    destination: row.destination,
    startAddress: row.origin,
    endAddress: row.destination,
    // Written only from the validated request, so the stored text is always one of the modes.
    travelMode: row.travelMode as RouteTravelMode,
    daycareCount: row.daycareCount,
    waypoints: JSON.parse(row.waypoints) as Waypoint[],
    createdAt: row.createdAt,
  };
}

/** The stored route, or null when the parent already saved the same start, end and travel mode. */
export async function insertSavedRoute(db: Db, row: NewSavedRouteRow): Promise<SavedRouteRow | null> {
  try {
    return await db.insertInto('savedRoutes').values(row).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Newest first; the id breaks ties between routes of the same millisecond so the order is stable. */
export function findSavedRoutes(db: Db, userId: string): Promise<SavedRouteRow[]> {
  return db
    .selectFrom('savedRoutes')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** False when no route of this parent has the id (another parent's counts as none). */
export async function deleteSavedRoute(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('savedRoutes').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
