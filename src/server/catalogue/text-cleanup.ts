import { normalizeZip } from '#server/geo/offline/gazetteer.js';

/** Fixes for the quirks of real public childcare files (see shared/data/real/README-DATA.md). */

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// Windows-1252 bytes 0x80-0x9F in order (the five it leaves undefined stay C1 controls, as in Latin-1);
// every other character below U+0100 is its own byte.
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252_BYTES = new Map([...CP1252_80_9F].map((char, index) => [char, 0x80 + index]));
const CONTINUATION = `[\\u0080-\\u00bf${CP1252_80_9F}]`;
// A UTF-8 lead byte read as one character, followed by exactly as many continuation bytes as it announces.
const MOJIBAKE = new RegExp(
  `[\\u00c2-\\u00df]${CONTINUATION}|[\\u00e0-\\u00ef]${CONTINUATION}{2}|[\\u00f0-\\u00f4]${CONTINUATION}{3}`,
  'g',
);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Undoes UTF-8 that was decoded as Latin-1 or Windows-1252 (`Childrenâ€™s` -> `Children’s`,
 * `HernÃ¡ndez` -> `Hernández`). Only sequences that form valid UTF-8 are touched, so genuine
 * accented text such as `Hernández` is left alone.
 */
export function fixMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return text.replace(MOJIBAKE, (sequence) => {
    const bytes = Uint8Array.from([...sequence].map((char) => CP1252_BYTES.get(char) ?? char.charCodeAt(0)));
    try {
      return strictUtf8.decode(bytes);
    } catch {
      return sequence;
    }
  });
}

const PLACEHOLDERS = new Set(['', '-', 'n/a', 'na', 'none', 'null', 'unknown', 'not available', '-999', '-999.0']);

/** Trimmed text with mojibake repaired; null for blanks and the sources' "no value" sentinels. */
export function cleanText(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const text = fixMojibake(raw).replace(/\s+/g, ' ').trim();
  return PLACEHOLDERS.has(text.toLowerCase()) ? null : text;
}

// Acronyms that contain a vowel, so the "no vowel means acronym" rule below does not catch them.
const KEEP_UPPER = new Set(['PO', 'NE', 'SE', 'ABC', 'US', 'USA', 'YMCA', 'YWCA', 'YMHA', 'II', 'III', 'IV', 'VI', 'VII', 'VIII', 'IX', 'ABCD', 'AME', 'UCC']);
// Vowel-less words that are abbreviations to title-case, not acronyms.
const ABBREVIATIONS = new Set([
  'ST', 'RD', 'DR', 'LN', 'CT', 'PL', 'BLVD', 'PKWY', 'SQ', 'TRL', 'CTR', 'MT', 'FT', 'JR', 'SR', 'RT', 'FL',
  'FLR', 'RM', 'BLDG', 'MR', 'MRS', 'MS', 'GRN', 'TPK', 'XT', 'TWP',
]);
const SMALL_WORDS = new Set(['of', 'and', 'the', 'at', 'in', 'for', 'on', 'to']);

function titleCaseWord(word: string, isFirst: boolean): string {
  const upper = word.toUpperCase();
  const lower = word.toLowerCase();
  if (KEEP_UPPER.has(upper)) return upper;
  if (!isFirst && SMALL_WORDS.has(lower)) return lower;
  // Ordinals read as "1st"; unit numbers such as "1E" or "12B" stay as written.
  if (/^\d/.test(word)) return /^\d+(st|nd|rd|th)$/.test(lower) ? lower : upper;
  if (upper.length > 1 && !/[AEIOUY\u00c0-\u00dd]/.test(upper) && !ABBREVIATIONS.has(upper)) return upper;
  if (/^mc\p{L}{2,}/u.test(lower)) return `Mc${lower.charAt(2).toUpperCase()}${lower.slice(3)}`;
  if (/^[od]['’]\p{L}/u.test(lower)) return `${upper.slice(0, 3)}${lower.slice(3)}`;
  return `${upper.charAt(0)}${lower.slice(1)}`;
}

/**
 * All-capitals text title-cased for display (`123 MAIN ST` -> `123 Main St`,
 * `MCDONALD'S PLAYHOUSE OF NE BOSTON` -> `McDonald's Playhouse of NE Boston`).
 * Text that already has lower-case letters is the source's own spelling and is kept.
 */
export function displayCase(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return text;
  return text.replace(/[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu, (word, offset: number) => titleCaseWord(word, offset === 0));
}

/** A five-digit ZIP from any spelling in the files (`02134-1234`, `01007-`, `02061-|`), else null. */
export function cleanZip(raw: string | null | undefined): string | null {
  return normalizeZip(cleanText(raw));
}

const US_PHONE = /(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?:\s*(?:x|ext\.?|extension)\s*(\d{1,6}))?/i;

/** `(617) 555-0123`, with ` ext. 12` when there is one; notes like "(cell)" or a second number are dropped. */
export function formatPhone(raw: string | null | undefined): string | null {
  const text = cleanText(raw);
  if (!text) return null;
  const match = US_PHONE.exec(text);
  if (!match) return /(?:\d\D*){7}/.test(text) ? text : null;
  const [, area, exchange, line, extension] = match;
  return `(${area}) ${exchange}-${line}${extension ? ` ext. ${extension}` : ''}`;
}

/** An absolute http(s) URL; a bare `www.example.com` gets `http://` (browsers upgrade it when they can). */
export function formatWebsite(raw: string | null | undefined): string | null {
  const text = cleanText(raw);
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `http://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function cleanEmail(raw: string | null | undefined): string | null {
  const text = cleanText(raw)?.replace(/^mailto:/i, '').toLowerCase();
  return text && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : null;
}

/** A non-negative whole number (`68`, `7.0`, `1,200`); null for blanks, `-999` and other sentinels. */
export function parseCount(raw: string | number | null | undefined): number | null {
  const text = typeof raw === 'number' ? String(raw) : cleanText(raw)?.replace(/,/g, '');
  if (!text || !/^\d+(\.0*)?$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return Number.isSafeInteger(value) ? value : null;
}

/** `1985-05-25`, `03/03/2026` or `2022/05/02 00:00:00+00` as an ISO date (`YYYY-MM-DD`), else null. */
export function parseDate(raw: string | null | undefined): string | null {
  const text = cleanText(raw);
  if (!text) return null;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/** A decimal number such as a coordinate (`42.28`, `-71.09`); null for blanks, sentinels and junk. */
export function parseDecimal(raw: string | number | null | undefined): number | null {
  const text = typeof raw === 'number' ? String(raw) : cleanText(raw);
  if (!text || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** `true`/`false`, `Y`/`N`, `yes`/`no`, `1`/`0`; null when the source does not say. */
export function parseYesNo(raw: string | null | undefined): boolean | null {
  const text = cleanText(raw)?.toLowerCase();
  if (text === 'true' || text === 'yes' || text === 'y' || text === '1') return true;
  if (text === 'false' || text === 'no' || text === 'n' || text === '0') return false;
  return null;
}
