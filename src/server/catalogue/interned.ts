export interface InternedParts<T, K> {
  values: T[];
  codes: Map<K, number>;
}

/**
 * Values that repeat (categories, cities, sets of age groups, a listing's shared hours) kept once
 * each, a code per use (docs/decisions/0036). A value is known by a key: a text for values built
 * anew each time (a list of age groups by its JSON), or the value itself where equal values are
 * already one object.
 */
export class Interned<T, K = string> {
  readonly values: T[] = [];
  private readonly codes = new Map<K, number>();

  /** The table, to hand to another process (structured clone keeps arrays and maps). */
  parts(): InternedParts<T, K> {
    return { values: this.values, codes: this.codes };
  }

  /** The table `parts` gave; `settle` gives each value back what a copy loses (being frozen). */
  static fromParts<T, K>({ values, codes }: InternedParts<T, K>, settle: (value: T) => T = (value) => value): Interned<T, K> {
    const table = new Interned<T, K>();
    for (const value of values) table.values.push(settle(value));
    for (const [key, code] of codes) table.codes.set(key, code);
    return table;
  }

  /** The code of the value known by `key`; `make` runs once, for a key not seen before. */
  code(key: K, make: T | (() => T)): number {
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(typeof make === 'function' ? (make as () => T)() : make);
      this.codes.set(key, code);
    }
    return code;
  }
}

/** The typed arrays a column may be: each can copy another of its kind in with `set`. */
type TypedColumn = Float64Array | Int32Array | Int8Array | Uint32Array | Uint8Array;

/** Typed-array columns with room for `room` rows, the first `used` rows copied from `from`. */
export function resizedColumns<C extends { [K in keyof C]: TypedColumn }>(from: C, make: (room: number) => C, room: number, used: number): C {
  const to = make(room);
  for (const key of Object.keys(to) as (keyof C)[]) {
    const column: TypedColumn = to[key];
    column.set(from[key].subarray(0, Math.min(room, used)) as never);
  }
  return to;
}
