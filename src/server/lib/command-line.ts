import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '#server/config.js';
import { databaseTarget, migrateToLatest, openDatabase, type Db } from '#server/db/database.js';

export type Print = (line: string) => void;

/** A mistake in the command line itself: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** What one of the site's commands (npm run admin, npm run catalogue) does between the shell and its database. */
export interface DatabaseCommand<Command, Config extends { databaseUrl: string | undefined; dataDir: string }> {
  /** Names the command in "The … command failed: …". */
  name: string;
  usage: string;
  /** Throws UsageError (or an error isUsageError accepts) for a command line that makes no sense. */
  parse(argv: string[]): Command;
  isUsageError?(error: unknown): error is Error;
  /** Reads the configuration; a ConfigError is printed as it is, exit code 1. */
  config(env: NodeJS.ProcessEnv): Config;
  /** The work itself, on the migrated database; returns the exit code. */
  run(db: Db, command: Command, config: Config, print: Print, printError: Print): Promise<number>;
  /** The exit code of a failure whose message says it all, printed without the "command failed" preface; undefined for any other. */
  exitCodeOf?(error: unknown): number | undefined;
}

/**
 * The command's entry point: parses the command line, opens and migrates the database the server
 * would use, runs the command and closes the database; returns the exit code (2: usage error, 1:
 * the work failed). Tests pass env and the printers; the shell gets process.env and the console.
 */
export function databaseCommandLine<Command, Config extends { databaseUrl: string | undefined; dataDir: string }>(
  cli: DatabaseCommand<Command, Config>,
) {
  return async (
    argv: string[],
    env: NodeJS.ProcessEnv = process.env,
    print: Print = console.log,
    printError: Print = console.error,
  ): Promise<number> => {
    let command: Command;
    try {
      command = cli.parse(argv);
    } catch (error) {
      if (!(error instanceof UsageError || cli.isUsageError?.(error))) throw error;
      printError(`${error.message}\n\n${cli.usage}`);
      return 2;
    }
    let db: Db | undefined;
    try {
      const config = cli.config(env);
      db = openDatabase(databaseTarget(config));
      await migrateToLatest(db);
      return await cli.run(db, command, config, print, printError);
    } catch (error) {
      const code = error instanceof ConfigError ? 1 : cli.exitCodeOf?.(error);
      if (code !== undefined && error instanceof Error) {
        printError(error.message);
        return code;
      }
      printError(`The ${cli.name} command failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    } finally {
      await db?.destroy();
    }
  };
}

/** True when the module at moduleUrl is the script node was started with, rather than imported (by a test). */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return Boolean(script) && path.resolve(script ?? '') === fileURLToPath(moduleUrl);
}
