import { createHash, randomBytes } from 'node:crypto';

/** Feed tokens start with this, so a leaked one is recognisable (and never mistaken for a sign-in token). */
const PREFIX = 'crf_';

/** A new feed token: 256 random bits, shown to its manager once. */
export const newFeedSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the database keeps instead of the secret: a random 256-bit secret needs no slow hash. */
export const hashFeedSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
