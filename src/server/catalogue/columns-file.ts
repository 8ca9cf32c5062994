import { open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

/**
 * Columns handed from the process that read them to the one that searches, through two files in a
 * private folder: every typed array's bytes one after another, and the rest (small tables, and
 * where each array lies) serialised. The reader reads each array straight into a buffer of its own
 * size, off its main thread: sent over an IPC channel, or from a worker thread, the same columns
 * left the receiving server about 40 MB larger (docs/decisions/0036).
 */

const ARRAY_TYPES = { Float64Array, Int32Array, Int8Array, Uint32Array, Uint8Array } as const;
type ArrayType = keyof typeof ARRAY_TYPES;
type Column = InstanceType<(typeof ARRAY_TYPES)[ArrayType]>;

/** Where an array was: its type, its length in elements, and where its bytes start in the file. */
interface Placed {
  $array: ArrayType;
  length: number;
  at: number;
}

const BYTES = 'arrays.bin';
const REST = 'rest.v8';

function typeOf(array: ArrayBufferView): ArrayType {
  // A Buffer is a Uint8Array; it comes back as one.
  const name = array instanceof Uint8Array ? 'Uint8Array' : array.constructor.name;
  if (!(name in ARRAY_TYPES)) throw new Error(`columns-file: cannot hand over a ${name}`);
  return name as ArrayType;
}

/** Writes `value` (plain objects, arrays, maps, strings, numbers and typed arrays) into `folder`. */
export async function writeColumns(folder: string, value: unknown): Promise<void> {
  const arrays: ArrayBufferView[] = [];
  let at = 0;
  const place = (item: unknown): unknown => {
    if (ArrayBuffer.isView(item)) {
      const placed: Placed = { $array: typeOf(item), length: (item as Column).length, at };
      arrays.push(item);
      at += item.byteLength;
      return placed;
    }
    if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, place(inner)]));
    }
    return item;
  };
  const rest = place(value);
  const file = await open(path.join(folder, BYTES), 'w', 0o600);
  try {
    for (const array of arrays) await file.write(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  } finally {
    await file.close();
  }
  await writeFile(path.join(folder, REST), serialize(rest), { mode: 0o600 });
}

/** What writeColumns wrote, each typed array in a buffer of its own. */
export async function readColumnsFile<T>(folder: string): Promise<T> {
  const file = await open(path.join(folder, BYTES), 'r');
  try {
    const restore = async (item: unknown): Promise<unknown> => {
      if (item !== null && typeof item === 'object' && '$array' in item) {
        const { $array, length, at } = item as Placed;
        const array = new ARRAY_TYPES[$array](length);
        const bytes = new Uint8Array(array.buffer);
        for (let done = 0; done < bytes.length; ) {
          const { bytesRead } = await file.read(bytes, done, bytes.length - done, at + done);
          if (bytesRead === 0) throw new Error('columns-file: the file ends early');
          done += bytesRead;
        }
        return array;
      }
      if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
        const entries = await Promise.all(Object.entries(item).map(async ([key, inner]) => [key, await restore(inner)] as const));
        return Object.fromEntries(entries);
      }
      return item;
    };
    return (await restore(deserialize(await readFile(path.join(folder, REST))))) as T;
  } finally {
    await file.close();
  }
}
