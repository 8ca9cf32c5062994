import type { LocationPrecision } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import type { GeoPoint } from '#server/geo/types.js';

/** A program placed only by its ZIP or city, with the address a geocoder is asked about. */
export interface GeocodeCandidate {
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type GeocodeOutcome = 'exact' | 'approximate' | 'no-match' | 'tie';

export interface GeocodeAnswer {
  candidate: GeocodeCandidate;
  outcome: GeocodeOutcome;
  /** Where the address is, for a match. */
  point: GeoPoint | null;
  matchedAddress: string | null;
}

const ROUGH: LocationPrecision[] = ['zip', 'city'];

/** The address as asked: a program whose address changes since is asked about again. */
export const askedAddress = ({ street, city, state, zip }: GeocodeCandidate) => `${street}|${city}|${state}|${zip}`;

/**
 * Programs placed only by their ZIP or city that this provider has not been asked about at their
 * current address, in id order (a second run continues where the first stopped).
 */
export async function geocodeCandidates(db: Db, provider: string, limit: number | undefined): Promise<GeocodeCandidate[]> {
  const rows = await db
    .selectFrom('cataloguePrograms as program')
    .leftJoin('catalogueGeocodeAttempts as attempt', (join) =>
      join.onRef('attempt.programId', '=', 'program.id').on('attempt.provider', '=', provider),
    )
    .select(['program.id', 'program.name', 'program.address as street', 'program.city', 'program.state', 'program.zip', 'attempt.address as asked'])
    .where('program.locationPrecision', 'in', ROUGH)
    .where('program.address', '!=', '')
    .orderBy('program.id')
    .execute();
  const candidates: GeocodeCandidate[] = [];
  for (const { asked, ...candidate } of rows) {
    if (asked === askedAddress(candidate)) continue;
    candidates.push(candidate);
    if (limit !== undefined && candidates.length >= limit) break;
  }
  return candidates;
}

/**
 * Records one batch's answers in one transaction: each matched program moves to its address point,
 * unless it has meanwhile been placed at least as well or its address has changed; every answer is
 * remembered. Returns how many programs moved.
 */
export async function recordGeocodeAnswers(db: Db, provider: string, answers: readonly GeocodeAnswer[], now: string): Promise<number> {
  if (answers.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let moved = 0;
    for (const { candidate, outcome, point, matchedAddress } of answers) {
      if (point) {
        const result = await trx
          .updateTable('cataloguePrograms')
          .set({ lat: point.lat, lng: point.lng, locationPrecision: 'address', updatedAt: now })
          .where('id', '=', candidate.id)
          .where('locationPrecision', 'in', ROUGH)
          .where('address', '=', candidate.street)
          .where('city', '=', candidate.city)
          .where('zip', '=', candidate.zip)
          .executeTakeFirst();
        moved += Number(result.numUpdatedRows);
      }
      const attempt = { address: askedAddress(candidate), outcome, matchedAddress: matchedAddress?.slice(0, 300) ?? null, attemptedAt: now };
      await trx
        .insertInto('catalogueGeocodeAttempts')
        .values({ programId: candidate.id, provider, ...attempt })
        .onConflict((conflict) => conflict.columns(['programId', 'provider']).doUpdateSet(attempt))
        .execute();
    }
    return moved;
  });
}
