import { afterEach, describe, expect, it } from 'vitest';
import { workerCalls, type WorkerCall, type WorkerReply } from './worker-calls';

type Doubling = { value: number };

/** A worker's two ends over a real message channel: the page's end as a Worker, and the worker's own. */
function channel() {
  const { port1, port2 } = new MessageChannel();
  const page = {
    postMessage: (message: unknown) => port1.postMessage(message),
    set onmessage(handler: (event: MessageEvent) => void) {
      port1.onmessage = handler;
    },
    onerror: null as null | (() => void),
  };
  return { page, port1, inside: port2 };
}

let open: MessagePort[] = [];
afterEach(() => {
  for (const port of open) port.close();
  open = [];
});

describe('workerCalls', () => {
  it('answers each call with the reply carrying its id, in whatever order the replies come', async () => {
    const { page, port1, inside } = channel();
    open.push(port1, inside);
    const held: WorkerCall<Doubling>[] = [];
    inside.onmessage = ({ data: call }: MessageEvent<WorkerCall<Doubling>>) => {
      held.push(call);
      if (held.length < 2) return;
      for (const { id, value } of held.reverse()) inside.postMessage({ id, answer: value * 2 } satisfies WorkerReply<number>);
    };
    const calls = workerCalls<Doubling, number>(() => page as unknown as Worker);

    await expect(Promise.all([calls.call({ value: 1 }), calls.call({ value: 5 })])).resolves.toEqual([2, 10]);
  });

  it('fails a call the worker could not answer', async () => {
    const { page, port1, inside } = channel();
    open.push(port1, inside);
    inside.onmessage = ({ data: { id } }: MessageEvent<WorkerCall<Doubling>>) => inside.postMessage({ id, failed: true } satisfies WorkerReply<number>);
    const calls = workerCalls<Doubling, number>(() => page as unknown as Worker);

    await expect(calls.call({ value: 1 })).rejects.toThrow('could not answer');
  });

  it('fails what waits, and every later call, once the worker fails to start', async () => {
    const { page, port1, inside } = channel();
    open.push(port1, inside);
    const calls = workerCalls<Doubling, number>(() => page as unknown as Worker);

    const waiting = calls.call({ value: 1 });
    page.onerror?.();
    await expect(waiting).rejects.toThrow('did not start');
    await expect(calls.call({ value: 2 })).rejects.toThrow('did not start');
  });
});
