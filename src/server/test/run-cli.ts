type Print = (line: string) => void;

/** A command-line entry point as the CLIs export it: arguments, environment and where to print in, the exit code out. */
export type CliMain = (argv: string[], env: NodeJS.ProcessEnv, print: Print, printError: Print) => Promise<number>;

export interface CliRun {
  code: number;
  /** What it printed to standard output, one line after another. */
  out: string;
  /** What it printed to standard error. */
  err: string;
}

/** Runs a CLI in the test's process, as a shell would, and keeps what it printed. */
export async function runCli(main: CliMain, argv: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, env, (line) => out.push(line), (line) => err.push(line));
  return { code, out: out.join('\n'), err: err.join('\n') };
}
