import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import KDBush from 'kdbush';

/**
 * From this many programs the tree is sorted in a worker thread: sorting 250,000 points holds the
 * thread that runs it for about 50 ms, longer than a request may wait during a rebuild
 * (docs/decisions/0036). Below it, sorting here costs less than starting a worker.
 */
export const WORKER_TREE_FROM = 50_000;

const kdbushUrl = pathToFileURL(createRequire(import.meta.url).resolve('kdbush')).href;

// A plain script (not a module of the app), so that it runs the same under tsx, vitest and the build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.kdbushUrl).then(({ default: KDBush }) => {
  const { lngs, lats } = workerData;
  const tree = new KDBush(Math.max(1, lngs.length));
  for (let i = 0; i < lngs.length; i += 1) tree.add(lngs[i], lats[i]);
  if (lngs.length === 0) tree.add(0, 0);
  tree.finish();
  parentPort.postMessage(tree.data, [tree.data]);
});
`;

/** A kdbush tree over these points, position i at (lngs[i], lats[i]); an empty set holds one point at 0, 0. */
export function treeHere(lngs: Float64Array, lats: Float64Array): KDBush {
  const tree = new KDBush(Math.max(1, lngs.length));
  for (let i = 0; i < lngs.length; i += 1) tree.add(lngs[i] as number, lats[i] as number);
  if (lngs.length === 0) tree.add(0, 0);
  tree.finish();
  return tree;
}

/** The same tree, sorted in a worker thread when there are at least `workerFrom` points. */
export async function spatialTree(lngs: Float64Array, lats: Float64Array, workerFrom = WORKER_TREE_FROM): Promise<KDBush> {
  if (lngs.length < workerFrom) return treeHere(lngs, lats);
  const workerData = { kdbushUrl, lngs: lngs.slice(), lats: lats.slice() };
  const data = await new Promise<ArrayBuffer>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, transferList: [workerData.lngs.buffer, workerData.lats.buffer] });
    worker.once('message', (message: ArrayBuffer) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the spatial tree worker stopped (exit code ${code}) before answering`)));
  });
  return KDBush.from(data);
}
