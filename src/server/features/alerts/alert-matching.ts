import type { AlertEmailMode } from '#shared/schemas/alerts.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import { cellOf, distanceToSegments } from '#server/geo/corridor-cells.js';
import type { GeoPoint } from '#server/geo/types.js';
import { storedLanguage, type Language } from '#server/language.js';
import { clockMinutes, EMPTY_DIGEST, withSection, type ListingDigest } from '#server/features/listings/listing-summaries.js';

/** An alert whose corridor (or radius) holds a point, with what its parent is told by. */
export interface MatchedAlert {
  id: string;
  userId: string;
  savedRouteId: string | null;
  label: string;
  ageGroups: AgeGroup[];
  maxMonthlyTuition: number | null;
  openUntil: string | null;
  email: AlertEmailMode;
  emailId: string;
  firstName: string;
  /** The parent's, for the email (docs/decisions/0038). */
  language: Language;
}

/**
 * Every alert whose corridor holds the point: the rows of the point's grid cell (one indexed
 * equality lookup), narrowed by each row's box, then measured exactly against the route segments
 * in that cell (docs/decisions/0024). Never reads alerts elsewhere.
 */
export async function alertsAround(db: Db, point: GeoPoint): Promise<MatchedAlert[]> {
  const rows = await db
    .selectFrom('alertCells')
    .innerJoin('alerts', 'alerts.id', 'alertCells.alertId')
    .innerJoin('users', 'users.id', 'alerts.userId')
    .select([
      'alertCells.segments',
      'alerts.id',
      'alerts.userId',
      'alerts.savedRouteId',
      'alerts.label',
      'alerts.corridorMeters',
      'alerts.ageGroups',
      'alerts.maxMonthlyTuition',
      'alerts.openUntil',
      'alerts.email',
      'users.emailId',
      'users.firstName',
      'users.language',
    ])
    .where('alertCells.cell', '=', cellOf(point))
    .where('alertCells.minLat', '<=', point.lat)
    .where('alertCells.maxLat', '>=', point.lat)
    .where('alertCells.minLng', '<=', point.lng)
    .where('alertCells.maxLng', '>=', point.lng)
    .execute();
  const matched: MatchedAlert[] = [];
  for (const { segments, corridorMeters, ageGroups, email, language, ...row } of rows) {
    if (distanceToSegments(point, JSON.parse(segments) as number[]) > corridorMeters) continue;
    matched.push({ ...row, ageGroups: JSON.parse(ageGroups) as AgeGroup[], email: email as AlertEmailMode, language: storedLanguage(language) });
  }
  return matched;
}

/** A program's listing digest as the search reads it (docs/decisions/0021), for the price and hours tests. */
export async function listingDigest(db: Db, programId: string): Promise<ListingDigest> {
  const rows = await db.selectFrom('listingSections').selectAll().where('programId', '=', programId).execute();
  return rows.reduce(withSection, EMPTY_DIGEST);
}

/**
 * The alert's price and hours limits, read as the search's filters read them: a program that has
 * not reported a price (or its hours) does not pass a limit on it (docs/decisions/0021).
 */
export function passesLimits(alert: Pick<MatchedAlert, 'maxMonthlyTuition' | 'openUntil'>, digest: ListingDigest): boolean {
  if (alert.maxMonthlyTuition !== null) {
    if (!digest.tuition || !Number.isFinite(digest.tuition.lowestMonthly) || digest.tuition.lowestMonthly > alert.maxMonthlyTuition) return false;
  }
  if (alert.openUntil !== null) {
    if (!digest.hours || digest.hours.earliestWorkingDayClose < clockMinutes(alert.openUntil)) return false;
  }
  return true;
}
