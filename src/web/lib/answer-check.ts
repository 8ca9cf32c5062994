import type { AnswerCheckRequest } from './answer-check.worker';
import { checkAnswerText, type AnswerContractName, type AnswerOf, type CheckedAnswer } from './answer-contracts';
import { workerCalls, type WorkerCalls } from './worker-calls';

/** The checking worker; null where none can start (a test's Node, a page that may not start one). */
let checker: WorkerCalls<AnswerCheckRequest, CheckedAnswer<unknown>> | null | undefined;

function answerWorker(): WorkerCalls<AnswerCheckRequest, CheckedAnswer<unknown>> | null {
  if (checker !== undefined) return checker;
  try {
    const worker = new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module' });
    return (checker = workerCalls(() => worker));
  } catch {
    return (checker = null);
  }
}

/** Starts loading the contract of this name off the page's thread, while the request is under way. */
export function prepareAnswerCheck(name: AnswerContractName): void {
  answerWorker()?.tell({ name });
}

/**
 * Reads and checks an answer's JSON text against the contract of this name, off the page's thread
 * where a worker runs, on it where none does or the worker failed (its script or the contract did
 * not load).
 */
export function checkAnswerOffThread<N extends AnswerContractName>(name: N, text: string): Promise<CheckedAnswer<AnswerOf<N>>> {
  const worker = answerWorker();
  if (!worker) return checkAnswerText(name, text);
  return (worker.call({ name, text }) as Promise<CheckedAnswer<AnswerOf<N>>>).catch(() => checkAnswerText(name, text));
}
