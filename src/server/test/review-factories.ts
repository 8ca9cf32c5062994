import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.js';
import { registerParent } from './factories.js';

/** Marks the account's email verified, as opening the emailed link does. */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ emailVerifiedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}

/** A parent who registered and opened the verification link: they may write reviews. */
export async function registerVerifiedParent(app: FastifyInstance, db: Db): Promise<Awaited<ReturnType<typeof registerParent>>> {
  const parent = await registerParent(app);
  await markEmailVerified(db, parent.user.id);
  return parent;
}

/** A valid review as the form sends it. */
export const reviewBody = (overrides: Record<string, unknown> = {}) => ({
  stars: 4,
  text: 'Warm teachers, a calm room and a garden the children love.',
  relationship: 'current',
  ageGroup: 'toddler',
  ...overrides,
});
