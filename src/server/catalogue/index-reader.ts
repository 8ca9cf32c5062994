// A child process (index-from-database.ts, readInChildProcess): reads the catalogue's columns over
// a connection of its own, sorts the spatial tree, writes both into the folder its parent named,
// and exits, giving all the memory the read took back to the system (docs/decisions/0036).
import { openDatabase, type DatabaseTarget } from '#server/db/database.js';
import { writeColumns } from './columns-file.js';
import { readColumns } from './index-from-database.js';
import { treeHere } from './spatial-tree.js';

export interface ReadRequest {
  target: DatabaseTarget;
  capacity: number;
  folder: string;
}

// The target may hold a password, so it comes over the channel, not on the command line.
process.once('message', (request: ReadRequest) => {
  read(request).then(
    () => process.disconnect(),
    // The parent says why in its own error; then this process is done.
    (error: unknown) => process.send?.({ failed: error instanceof Error ? error.message : String(error) }, undefined, {}, () => process.exit(1)),
  );
});

async function read({ target, capacity, folder }: ReadRequest): Promise<void> {
  const db = openDatabase(target);
  try {
    const columns = await readColumns(db, capacity);
    columns.trim();
    const tree = treeHere(columns.numbers.lngs, columns.numbers.lats);
    await writeColumns(folder, { parts: columns.parts(), tree: new Uint8Array(tree.data) });
  } finally {
    await db.destroy();
  }
  await new Promise<void>((resolve, reject) => process.send?.({ written: true }, undefined, {}, (error) => (error ? reject(error) : resolve())));
}
