import { expect, it } from 'vitest';
import type { CliRun } from './run-cli.js';

/** One test per row: the command line given exits 2, says what was wrong and prints the CLI's usage, as every CLI of the project does. */
export function itExitsWithUsage(run: (...argv: string[]) => Promise<CliRun>, rows: [argv: string[], message: RegExp][]): void {
  it.each(rows)('%j exits 2 with a clear message and the usage', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toContain('Usage:');
  });
}
