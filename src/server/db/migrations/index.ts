import type { Migration } from 'kysely';
import * as users from './0001-users.js';

/** Every migration in order. Names sort as they run; never rename or edit a merged one. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
};
