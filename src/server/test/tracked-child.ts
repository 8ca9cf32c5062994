import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TrackedChild {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far, for failure messages. */
  output(): string;
  /** Resolves once it has ended, however it ended. */
  exited: Promise<ChildExit>;
}

const running = new Map<ChildProcess, NodeJS.Signals>();
// A test that fails before stopping what it started must not leave the process behind.
process.once('exit', () => {
  for (const [child, signal] of running) child.kill(signal);
});

/**
 * Spawns a process for a test (stdin closed, stdout and stderr kept) and sends it `killAtExit` if
 * it is still running when the test process ends.
 */
export function spawnTracked(command: string, args: string[], options: SpawnOptions, killAtExit: NodeJS.Signals): TrackedChild {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(child, killAtExit);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ChildExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => output, exited };
}
