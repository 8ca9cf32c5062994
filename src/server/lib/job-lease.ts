import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * Runs `work` holding the named lease, first waiting for it while another instance holds it: for
 * start-up steps that two instances starting at once must not run side by side (seeding the blog
 * and the demo catalogue both check, then insert). A crashed holder's lease expires after `ttlMs`.
 */
export async function whileHolding<T>(db: Db, name: string, ttlMs: number, work: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  while (!(await takeLease(db, name, holder, ttlMs))) await sleep(200);
  try {
    return await work();
  } finally {
    await releaseLease(db, name, holder);
  }
}
