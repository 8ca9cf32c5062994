/**
 * The languages CareRoute writes to parents in (docs/decisions/0037): English first, the default.
 * Not the languages a program offers care in (LANGUAGES in constants.ts).
 */
export const SITE_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SITE_LANGUAGES)[number];

/**
 * A texts object with its words widened to any string: the shape a translation must have. A key
 * missing (or extra) in a translation fails typecheck; the English stays `as const` where it is.
 * A type only: nothing of it reaches the browser.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
