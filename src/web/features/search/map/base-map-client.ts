import type { Box } from './border-lines';
import type { BaseMapAnswer, BaseMapRequest, BaseMapShapes } from './base-map.worker';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (shapes: BaseMapShapes) => void; reject: (error: Error) => void }>();

function baseMapWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./base-map.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<BaseMapAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('shapes' in data) request?.resolve(data.shapes);
    else request?.reject(new Error('The base map could not load'));
  };
  return worker;
}

/** Land, state lines and (when asked) county lines around the box, worked out off the page's thread. */
export function baseMapWithin(box: Box, counties: boolean): Promise<BaseMapShapes> {
  nextId += 1;
  const id = nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request: BaseMapRequest = { id, box, counties };
    baseMapWorker().postMessage(request);
  });
}
