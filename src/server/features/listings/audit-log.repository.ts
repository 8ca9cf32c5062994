import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS, type AuditEntry } from '#shared/schemas/operator.js';
import { isOneOf } from '#shared/constants.js';
import type { Db } from '#server/db/database.js';
import type { UserRow } from '#server/db/schema.js';
import type { FieldChange } from './field-changes.js';

export type AuditAction = AuditEntry['action'];

/** Who did something: a signed-in account, or a provider's software through a feed token (its label). */
export type Actor = { userId: string; via: null } | { userId: null; via: string };

export interface AuditRecord {
  programId: string;
  action: AuditAction;
  actor: Actor;
  changes: FieldChange[];
}

/** How operators see an account: its name and e-mail, never more. */
export type Person = { id: string; name: string; email: string };
export const toPerson = (row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'emailId'>): Person => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`,
  email: row.emailId,
});

/** The most entries one program's log answers with, newest first. */
export const AUDIT_ENTRIES_SHOWN = 500;

/**
 * Appends one entry; nothing in the application deletes one, and only deleting an account rewrites
 * one, to drop the person from it (docs/decisions/0019, docs/decisions/0035).
 */
export async function appendAudit(db: Db, { programId, action, actor, changes }: AuditRecord): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      programId,
      action,
      actorUserId: actor.userId,
      via: actor.via,
      changes: JSON.stringify(changes),
    })
    .execute();
}

/** A program's log, newest first; an entry of an account deleted since has no actor (docs/decisions/0035). */
export async function findAuditEntries(db: Db, programId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.actorUserId')
    .select(['auditLog.id', 'auditLog.at', 'auditLog.action', 'auditLog.via', 'auditLog.changes'])
    .select(['users.id as userId', 'users.firstName', 'users.lastName', 'users.emailId'])
    .where('auditLog.programId', '=', programId)
    .orderBy('auditLog.at', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(AUDIT_ENTRIES_SHOWN)
    .execute();
  return rows.flatMap((row) => {
    // Rows are written only by appendAudit, under a known action.
    if (!isOneOf(AUDIT_ACTIONS, row.action)) return [];
    const actor =
      row.userId !== null && row.firstName !== null && row.lastName !== null && row.emailId !== null
        ? toPerson({ id: row.userId, firstName: row.firstName, lastName: row.lastName, emailId: row.emailId })
        : null;
    return [{ id: row.id, at: row.at, action: row.action, actor, via: row.via, changes: JSON.parse(row.changes) as FieldChange[] }];
  });
}
