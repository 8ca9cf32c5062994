/**
 * A table looked up by words from what people type, made without Object's prototype: a plain
 * object literal asked for "constructor" or "toString" answers with Object's own function, and a
 * request reading "from constructor to prototype" failed with a 500.
 */
export function wordTable<V>(entries: Record<string, V>): Readonly<Record<string, V | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
