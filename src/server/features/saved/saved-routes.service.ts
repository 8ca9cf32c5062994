import { randomUUID } from 'node:crypto';
import type { SaveRouteRequest, SavedRoute } from '#shared/schemas/saved.js';
import type { Db } from '#server/db/database.js';
import { deleteSavedRoute, findSavedRoutes, insertSavedRoute, toSavedRoute } from './saved-routes.repository.js';

/** The new saved route, or null when the parent already saved the same one. */
export async function saveRoute(db: Db, userId: string, input: SaveRouteRequest): Promise<SavedRoute | null> {
  const row = await insertSavedRoute(db, {
    id: randomUUID(),
    userId,
    origin: input.origin,
    destination: input.destination,
    waypoints: JSON.stringify(input.waypoints),
    travelMode: input.travelMode,
    daycareCount: input.daycareCount ?? null,
    createdAt: new Date().toISOString(),
  });
  return row && toSavedRoute(row);
}

export async function listSavedRoutes(db: Db, userId: string): Promise<SavedRoute[]> {
  return (await findSavedRoutes(db, userId)).map(toSavedRoute);
}

export function removeSavedRoute(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteSavedRoute(db, userId, id);
}
