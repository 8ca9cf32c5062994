import { createHash } from 'node:crypto';
import type { Db } from '#server/db/database.js';
import { storedLanguage } from '#server/language.js';
import { enqueueEmail } from '#server/mail/outbox.repository.js';
import type { FailureCounter } from '#server/plugins/failure-counter.js';
import { signInPausedEmail } from './account-emails.js';
import { findUserByEmail } from './users.repository.js';

/** Wrong passwords one account takes within SIGN_IN_WINDOW_MS before signing in to it pauses (docs/decisions/0035). */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
/** The window those failures count in, from the first; the pause lasts until it ends. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Wrong passwords counted per account, whatever address they come from, on top of the per-address
 * limit. The 10th in 15 minutes pauses signing in to the account until those 15 minutes end, for
 * right and wrong passwords alike, and emails the parent once; it never lasts longer, and a reset
 * link ends it at once. Counted by the lower-cased address whether or not it has an account, so the
 * pause tells nobody which addresses do; the key is a hash, so the store holds no address.
 */
export interface SignInLimit {
  /** How long signing in to this address stays paused, in ms; 0 when it is open. */
  pausedFor(emailId: string): Promise<number>;
  /** Counts a wrong password; the one that starts a pause also emails the account, if there is one. */
  failed(emailId: string): Promise<void>;
  /** A right password, or a reset: earlier mistakes no longer count. */
  cleared(emailId: string): Promise<void>;
}

const keyOf = (emailId: string) => createHash('sha256').update(emailId.toLowerCase()).digest('hex');

export function createSignInLimit(db: Db, counter: FailureCounter, publicUrl: string): SignInLimit {
  return {
    pausedFor: async (emailId) => {
      const { failures, resetsInMs } = await counter.read(keyOf(emailId));
      return failures >= SIGN_IN_FAILURES_PER_ACCOUNT ? resetsInMs : 0;
    },
    failed: async (emailId) => {
      const { failures } = await counter.add(keyOf(emailId));
      // Exactly the failure that starts the pause: one email per pause, however many attempts follow.
      if (failures !== SIGN_IN_FAILURES_PER_ACCOUNT) return;
      const user = await findUserByEmail(db, emailId);
      if (user) await enqueueEmail(db, signInPausedEmail(user, new URL('/forgot-password', publicUrl).toString(), storedLanguage(user.language)));
    },
    cleared: (emailId) => counter.clear(keyOf(emailId)),
  };
}
