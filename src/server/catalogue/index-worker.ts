// A worker thread (index-from-database.ts): reads the catalogue's columns over a connection of its
// own, sorts the spatial tree, and hands both over without copying them.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type DatabaseTarget } from '#server/db/database.js';
import { partsBuffers } from './catalogue-columns.js';
import { readColumns, type ReadInWorker } from './index-from-database.js';
import { treeHere } from './spatial-tree.js';

const { target, capacity } = workerData as { target: DatabaseTarget; capacity: number };
const db = openDatabase(target);
try {
  const columns = await readColumns(db, capacity);
  columns.trim();
  const tree = treeHere(columns.numbers.lngs, columns.numbers.lats);
  const parts = columns.parts();
  // kdbush allocates a plain ArrayBuffer unless given another kind.
  const message: ReadInWorker = { parts, tree: tree.data as ArrayBuffer };
  parentPort?.postMessage(message, [...partsBuffers(parts), message.tree]);
} finally {
  await db.destroy();
}
