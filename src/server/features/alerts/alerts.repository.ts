import { randomUUID } from 'node:crypto';
import type { Alert, AlertEmailMode, UpdateAlertRequest } from '#shared/schemas/alerts.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import type { AlertRow } from '#server/db/schema.js';
import type { CorridorCell } from '#server/geo/corridor-cells.js';

export const METERS_PER_MILE = 1609.344;

/** What an alert watches: a route line or a place, with the corridor (or radius) in metres. */
export interface AlertArea {
  savedRouteId: string | null;
  label: string;
  place: { lat: number; lng: number } | null;
  corridorMeters: number;
  polyline: string;
  cells: CorridorCell[];
}

export function toAlert(row: AlertRow): Alert {
  const place =
    row.placeLat !== null && row.placeLng !== null
      ? { label: row.label, lat: row.placeLat, lng: row.placeLng, radiusMiles: Math.round((row.corridorMeters / METERS_PER_MILE) * 100) / 100 }
      : null;
  return {
    id: row.id,
    savedRouteId: row.savedRouteId,
    place,
    label: row.label,
    ageGroups: JSON.parse(row.ageGroups) as AgeGroup[],
    maxMonthlyTuition: row.maxMonthlyTuition,
    openUntil: row.openUntil,
    // Written only from the validated request.
    email: row.email as AlertEmailMode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const settingsOf = (settings: UpdateAlertRequest) => ({
  ageGroups: JSON.stringify(settings.ageGroups),
  maxMonthlyTuition: settings.maxMonthlyTuition ?? null,
  openUntil: settings.openUntil ?? null,
  email: settings.email,
});

/** Inserts an alert and its cells together. */
export async function insertAlert(db: Db, userId: string, area: AlertArea, settings: UpdateAlertRequest): Promise<AlertRow> {
  const now = new Date().toISOString();
  const box = {
    minLat: Math.min(...area.cells.map((cell) => cell.minLat)),
    maxLat: Math.max(...area.cells.map((cell) => cell.maxLat)),
    minLng: Math.min(...area.cells.map((cell) => cell.minLng)),
    maxLng: Math.max(...area.cells.map((cell) => cell.maxLng)),
  };
  const row: AlertRow = {
    id: randomUUID(),
    userId,
    savedRouteId: area.savedRouteId,
    label: area.label,
    placeLat: area.place?.lat ?? null,
    placeLng: area.place?.lng ?? null,
    corridorMeters: Math.round(area.corridorMeters),
    polyline: area.polyline,
    ...box,
    ...settingsOf(settings),
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('alerts').values(row).execute();
    await insertCells(trx, row.id, area.cells);
  });
  return row;
}

/** Cells in chunks, so a long route stays under the engines' limits on bound parameters. */
export async function insertCells(db: Db, alertId: string, cells: CorridorCell[]): Promise<void> {
  for (let start = 0; start < cells.length; start += 500) {
    await db
      .insertInto('alertCells')
      .values(cells.slice(start, start + 500).map(({ segments, ...cell }) => ({ ...cell, alertId, segments: JSON.stringify(segments) })))
      .execute();
  }
}

export function listAlerts(db: Db, userId: string): Promise<AlertRow[]> {
  return db.selectFrom('alerts').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').execute();
}

export function findOwnAlert(db: Db, userId: string, alertId: string): Promise<AlertRow | undefined> {
  return db.selectFrom('alerts').selectAll().where('id', '=', alertId).where('userId', '=', userId).executeTakeFirst();
}

export function findAlert(db: Db, alertId: string): Promise<AlertRow | undefined> {
  return db.selectFrom('alerts').selectAll().where('id', '=', alertId).executeTakeFirst();
}

export async function updateAlert(db: Db, userId: string, alertId: string, settings: UpdateAlertRequest): Promise<AlertRow | undefined> {
  await db
    .updateTable('alerts')
    .set({ ...settingsOf(settings), updatedAt: new Date().toISOString() })
    .where('id', '=', alertId)
    .where('userId', '=', userId)
    .execute();
  return findOwnAlert(db, userId, alertId);
}

export async function setAlertEmail(db: Db, alertId: string, email: AlertEmailMode): Promise<void> {
  await db.updateTable('alerts').set({ email, updatedAt: new Date().toISOString() }).where('id', '=', alertId).execute();
}

/** Its cells and notifications go with it (foreign keys cascade). */
export async function deleteAlert(db: Db, userId: string, alertId: string): Promise<boolean> {
  const result = await db.deleteFrom('alerts').where('id', '=', alertId).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findOwnSavedRoute(db: Db, userId: string, savedRouteId: string) {
  return db.selectFrom('savedRoutes').selectAll().where('id', '=', savedRouteId).where('userId', '=', userId).executeTakeFirst();
}
