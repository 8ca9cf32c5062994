import { isDeepStrictEqual } from 'node:util';

/** One changed field of an audit entry: a dotted path and its value before and after. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts that tell a section's list entries apart: openings per age group, tuition per age, schedule and period. */
const ENTRY_KEYS = ['ageGroup', 'schedule', 'period'] as const;

function entryKey(entry: unknown): string | null {
  if (!isPlainObject(entry) || typeof entry.ageGroup !== 'string') return null;
  return ENTRY_KEYS.map((key) => entry[key])
    .filter((part): part is string => typeof part === 'string')
    .join('.');
}

/** A list whose entries each name their age group (once) reads better by that name than by position. */
function byEntryKey(list: unknown[]): Record<string, unknown> | null {
  const keyed: Record<string, unknown> = {};
  for (const entry of list) {
    const key = entryKey(entry);
    if (key === null || key in keyed) return null;
    keyed[key] = entry;
  }
  return keyed;
}

/** A value as named parts to compare one by one, or null to compare it whole. */
function asComparable(value: unknown, other: unknown): Record<string, unknown> | null {
  if (isPlainObject(value)) return value;
  // Nothing yet (a first save), or an empty list beside a keyed one: every part is new, each named.
  const empty = value === undefined || (Array.isArray(value) && value.length === 0);
  if (empty && other !== undefined) return asComparable(other, undefined) && {};
  return Array.isArray(value) ? byEntryKey(value) : null;
}

/**
 * Every field that differs between two versions of a listing section, so the audit log says which
 * seats, prices or hours moved and from what: objects are followed down to their values, and
 * lists of age-group entries are followed entry by entry ("ageGroups.infant.openSeats").
 */
export function fieldChanges(before: unknown, after: unknown, path = ''): FieldChange[] {
  // A field a first save leaves empty did not change: absent before reads as null.
  if (isDeepStrictEqual(before ?? null, after ?? null)) return [];
  const left = asComparable(before, after);
  const right = asComparable(after, before);
  if (left && right) {
    const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return fields.flatMap((field) => fieldChanges(left[field], right[field], path ? `${path}.${field}` : field));
  }
  return [{ field: path, old: before ?? null, new: after ?? null }];
}
