import type { AuditEntry } from '#shared/schemas/operator.js';
import { i18n } from '#web/lib/i18n';
import { operatorTexts as text } from './operator-texts';

/**
 * Who acted: an account, or a provider's software through a feed token. An entry with neither was
 * made by an account deleted since (docs/decisions/0035).
 */
export function auditActor(entry: Pick<AuditEntry, 'actor' | 'via'>): string {
  if (entry.actor) return i18n._(text.auditBy(entry.actor.name, entry.actor.email));
  if (entry.via !== null) return i18n._(text.auditVia(entry.via));
  return i18n._(text.auditDeletedAccount);
}

/**
 * One value as plain text: texts quoted (so "" and a missing value differ), lists and objects as
 * JSON. Shown by React as text, never as HTML, whatever a provider typed.
 */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return i18n._(text.auditEmpty);
  return JSON.stringify(value) ?? String(value);
}

/** Each changed field as "field: old → new". */
export function auditChanges(entry: Pick<AuditEntry, 'changes'>): string[] {
  return entry.changes.map((change) => i18n._(text.auditChange(change.field, auditValue(change.old), auditValue(change.new))));
}
