import type { AnswerCheckReply, AnswerCheckRequest } from './answer-check.worker';
import { checkAnswerText, type AnswerContractName, type AnswerOf, type CheckedAnswer } from './answer-contracts';

/** The checking worker; null where none can run (a test's Node, a worker that failed to start). */
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (checked: CheckedAnswer<unknown>) => void; reject: (error: Error) => void }>();

function answerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  let started: Worker;
  try {
    started = new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No Worker here (a test's Node), or the page may not start one.
    return (worker = null);
  }
  started.onmessage = ({ data }: MessageEvent<AnswerCheckReply>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('checked' in data) request?.resolve(data.checked);
    else request?.reject(new Error('The answer could not be checked'));
  };
  // A worker whose script failed to load answers nothing: what waits fails now, later answers are checked here.
  started.onerror = () => {
    worker = null;
    for (const request of waiting.values()) request.reject(new Error('The answer checker did not start'));
    waiting.clear();
  };
  return (worker = started);
}

/** Starts loading the contract of this name off the page's thread, while the request is under way. */
export function prepareAnswerCheck(name: AnswerContractName): void {
  const request: AnswerCheckRequest = { id: 0, name };
  answerWorker()?.postMessage(request);
}

/** Reads and checks an answer's JSON text against the contract of this name, off the page's thread where a worker runs. */
export function checkAnswerOffThread<N extends AnswerContractName>(name: N, text: string): Promise<CheckedAnswer<AnswerOf<N>>> {
  const checker = answerWorker();
  if (!checker) return checkAnswerText(name, text);
  nextId += 1;
  const id = nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: (checked) => resolve(checked as CheckedAnswer<AnswerOf<N>>), reject });
    const request: AnswerCheckRequest = { id, name, text };
    checker.postMessage(request);
  });
}
