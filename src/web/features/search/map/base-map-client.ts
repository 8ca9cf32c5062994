import { workerCalls } from '#web/lib/worker-calls';
import type { Box } from './border-lines';
import type { BaseMapRequest, BaseMapShapes } from './base-map.worker';

const baseMapWorker = workerCalls<BaseMapRequest, BaseMapShapes>(() => new Worker(new URL('./base-map.worker.ts', import.meta.url), { type: 'module' }));

/** Land, state lines and (when asked) county lines around the box, worked out off the page's thread. */
export function baseMapWithin(box: Box, counties: boolean): Promise<BaseMapShapes> {
  return baseMapWorker.call({ box, counties });
}
