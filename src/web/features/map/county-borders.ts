import type { Box, Line } from './border-lines';
import type { CountyBordersAnswer, CountyBordersRequest } from './county-borders.worker';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (lines: Line[]) => void; reject: (error: Error) => void }>();

function countyWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./county-borders.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<CountyBordersAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('lines' in data) request?.resolve(data.lines);
    else request?.reject(new Error('County borders could not load'));
  };
  return worker;
}

/** The lines between counties that may cross the box, worked out off the page's thread. */
export function countyBordersWithin(box: Box): Promise<Line[]> {
  nextId += 1;
  const id = nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request: CountyBordersRequest = { id, box };
    countyWorker().postMessage(request);
  });
}
