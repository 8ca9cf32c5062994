/** A worker's reply to one call: what it worked out, or that it could not. */
export type WorkerReply<Answer> = { id: number; answer: Answer } | { id: number; failed: true };

/** A call as the worker receives it: the caller's request and the id its reply carries back. */
export type WorkerCall<Request> = Request & { id: number };

export interface WorkerCalls<Request, Answer> {
  /** Sends a request and waits for its reply; starts the worker on the first call. */
  call(request: Request): Promise<Answer>;
  /** Sends a message no reply is waited for (id 0), such as one that has the worker load ahead. */
  tell(request: Request): void;
}

/**
 * Calls to one worker of the page, each answered by the reply carrying its id. A worker whose script
 * failed to load answers nothing, so every call waiting then fails, and so does every later one.
 */
export function workerCalls<Request extends object, Answer>(start: () => Worker): WorkerCalls<Request, Answer> {
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  const started = (): Worker => {
    if (worker) return worker;
    worker = start();
    worker.onmessage = ({ data }: MessageEvent<WorkerReply<Answer>>) => {
      const caller = waiting.get(data.id);
      waiting.delete(data.id);
      if ('answer' in data) caller?.resolve(data.answer);
      else caller?.reject(new Error('The worker could not answer'));
    };
    worker.onerror = () => {
      broken = true;
      for (const caller of waiting.values()) caller.reject(new Error('The worker did not start'));
      waiting.clear();
    };
    return worker;
  };
  const send = (id: number, request: Request) => {
    const message: WorkerCall<Request> = { ...request, id };
    started().postMessage(message);
  };
  return {
    call(request) {
      if (broken) return Promise.reject(new Error('The worker did not start'));
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send(id, request);
      });
    },
    tell(request) {
      if (!broken) send(0, request);
    },
  };
}
