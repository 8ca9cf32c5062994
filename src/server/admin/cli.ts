import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailField } from '#shared/schemas/fields.js';
import { ConfigError, parseConfig } from '#server/config.js';
import { databaseTarget, migrateToLatest, openDatabase, type Db } from '#server/db/database.js';
import { grantOperator, OPERATOR_ROLE } from '#server/features/operator/operators.repository.js';

const USAGE = `Usage:
  npm run admin -- grant-operator EMAIL   (the account must be registered already)

The database is DATABASE_URL (PostgreSQL) when set, else the SQLite file under DATA_DIR, as for the server.`;

type Print = (line: string) => void;

class UsageError extends Error {}

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

/** The site's own chores (the first operator, for one); returns the exit code (2: usage error, 1: the work failed). */
export async function runAdminCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  print: Print = console.log,
  printError: Print = console.error,
): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    printError(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  let db: Db | undefined;
  try {
    db = openDatabase(databaseTarget(parseConfig(env)));
    await migrateToLatest(db);
    return await grant(db, command.email, print, printError);
  } catch (error) {
    printError(error instanceof ConfigError ? error.message : `The admin command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
