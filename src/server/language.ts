import { isOneOf } from '#shared/constants.js';
import { SITE_LANGUAGES, type Language } from '#shared/translation.js';

export type { Language };

/** A stored language; the column allows only en and es, so anything else is a bug, read as English. */
export const storedLanguage = (value: string): Language => (isOneOf(SITE_LANGUAGES, value) ? value : 'en');

/** Ranges past this many are ignored: a real browser sends a handful, a hostile header thousands. */
const MAX_RANGES = 50;

/** A range's weight: 1 when it has none, null when it is malformed (the range is then ignored). */
function weightOf(params: readonly string[]): number | null {
  const q = params.find((param) => /^\s*q\s*=/i.test(param));
  if (q === undefined) return 1;
  const value = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(q)?.[1];
  return value === undefined ? null : Number(value);
}

/**
 * The first of our languages in an Accept-Language header's order of preference (RFC 9110 12.5.4):
 * highest q first, the header's order among equal q. Null when the header names neither (absent,
 * empty, "*", only other languages, or malformed): the caller then falls back to what it knows.
 * Only a range's primary subtag counts ("es-US" is Spanish); q=0 means "not this one".
 */
export function requestLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  let best: { language: Language; q: number } | null = null;
  for (const range of value.split(',', MAX_RANGES)) {
    const [tag = '', ...params] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const q = weightOf(params);
    if (!isOneOf(SITE_LANGUAGES, primary) || q === null || q === 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}
