import { emailField } from '#shared/schemas/fields.js';
import { parseConfig } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import { grantOperator, OPERATOR_ROLE } from '#server/features/operator/operators.repository.js';
import { isMainModule, databaseCommandLine, UsageError, type Print } from '#server/lib/command-line.js';

const USAGE = `Usage:
  npm run admin -- grant-operator EMAIL   (the account must be registered already)

The database is DATABASE_URL (PostgreSQL) when set, else the SQLite file under DATA_DIR, as for the server.`;

function parseCommand(argv: string[]): { kind: 'grant-operator'; email: string } {
  const [command, ...rest] = argv;
  if (command !== 'grant-operator') throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  if (rest.length !== 1) throw new UsageError('grant-operator takes exactly one EMAIL');
  const email = emailField.safeParse(rest[0]);
  if (!email.success) throw new UsageError(`"${rest[0]}" is not an email address`);
  return { kind: 'grant-operator', email: email.data };
}

async function grant(db: Db, email: string, print: Print, printError: Print): Promise<number> {
  const before = await grantOperator(db, email);
  if (!before) {
    printError(`No account is registered with ${email}. Register it on the site first, then run this again.`);
    return 1;
  }
  print(before.role === OPERATOR_ROLE ? `${email} is already an operator.` : `${email} is now an operator and can open /operator.`);
  return 0;
}

/** The site's own chores (the first operator, for one). */
export const runAdminCli = databaseCommandLine({
  name: 'admin',
  usage: USAGE,
  parse: parseCommand,
  config: parseConfig,
  run: (db, command, _config, print, printError) => grant(db, command.email, print, printError),
});

if (isMainModule(import.meta.url)) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
