/**
 * A server process deleting an account, run as a child by account-deletion-crash.test.ts and killed
 * with SIGKILL: it deletes DELETE_USER (password DELETE_PASSWORD) from DELETE_DATABASE, says `mid`
 * once the transaction has passed DELETE_STOP_AFTER, and then waits there for ever.
 */
import { openDatabase, type DatabaseTarget } from '#server/db/database.js';
import { deleteAccount, type DeletionStep } from '#server/features/accounts/account-deletion.service.js';

const target = JSON.parse(process.env.DELETE_DATABASE ?? '') as DatabaseTarget;
const stopAfter = process.env.DELETE_STOP_AFTER as DeletionStep;

await deleteAccount(
  {
    db: openDatabase(target),
    ratings: { applyRating: () => undefined },
    afterStep: async (step) => {
      if (step !== stopAfter) return;
      process.stdout.write('mid\n');
      await new Promise(() => undefined);
    },
  },
  process.env.DELETE_USER ?? '',
  process.env.DELETE_PASSWORD ?? '',
);
process.stdout.write('finished\n');
