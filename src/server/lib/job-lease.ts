import type { Db } from '#server/db/database.js';

/**
 * Takes the named lease for `holder` until `ttlMs` from now, when it is free, expired or already
 * this holder's: one atomic upsert, so of two instances asking at once exactly one gets it
 * (docs/decisions/0033). Returns whether this holder has it.
 */
export async function takeLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const taken = await db
    .insertInto('jobLeases')
    .values({ name, holder, expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expiresAt })
        .where((eb) => eb.or([eb('jobLeases.expiresAt', '<', now.toISOString()), eb('jobLeases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === holder;
}

/** Lets the lease go at once, if this holder still has it. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('jobLeases').where('name', '=', name).where('holder', '=', holder).execute();
}
