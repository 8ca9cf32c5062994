import type { AgeGroup, Program } from '#shared/schemas/catalogue.js';
import type { OpeningsSection } from '#shared/schemas/listing.js';
import type { Db } from '#server/db/database.js';
import { storedLanguage } from '#server/language.js';
import { enqueueEmail } from '#server/mail/outbox.repository.js';
import { instantAlertEmail, type AlertMailSettings, type NotificationData, type NotificationKindName } from './alert-emails.js';
import { isStale } from '#server/features/listings/listing-summaries.js';
import { alertsAround, listingDigest, passesLimits, type MatchedAlert } from './alert-matching.js';
import { insertNotificationOnce } from './notifications.repository.js';

/** A listing section just saved, in the transaction that saved it. */
export interface SectionSaved {
  programId: string;
  section: string;
  before: unknown;
  /** When the section was saved before; openings older than OPENINGS_FRESH_DAYS no longer count. */
  beforeAt: string | null;
  after: unknown;
  /** The write's time: also part of a watched program's event key. */
  at: string;
}

/** The hooks the listing writes and the catalogue import call, in their own transactions. */
export interface AlertEvents {
  sectionSaved(trx: Db, change: SectionSaved): Promise<void>;
  programsInserted(trx: Db, programs: Program[]): Promise<void>;
  /** Programs that have left their licensing list: the parents who saved them are told. */
  programsClosed(trx: Db, programs: { id: string; name: string }[], at: string): Promise<void>;
}

const openSeatsByGroup = (section: unknown) =>
  new Map(((section as OpeningsSection | null)?.ageGroups ?? []).map((entry) => [entry.ageGroup, entry.openSeats]));

/**
 * Age groups with open seats now that had none before, or whose seats had gone stale (the search
 * stopped counting them: docs/decisions/0021), so a confirmation brings them back.
 */
export function freshOpenings(before: unknown, beforeAt: string | null, after: unknown, nowMs: number): AgeGroup[] {
  const was = beforeAt !== null && isStale(Date.parse(beforeAt), nowMs) ? new Map<string, number>() : openSeatsByGroup(before);
  return [...openSeatsByGroup(after)].filter(([group, seats]) => seats > 0 && !((was.get(group) ?? 0) > 0)).map(([group]) => group);
}

/** The route search a route alert watches, as a path of the web app. */
async function resultsPathOf(trx: Db, savedRouteId: string | null): Promise<string | null> {
  if (!savedRouteId) return null;
  const route = await trx.selectFrom('savedRoutes').select(['origin', 'destination']).where('id', '=', savedRouteId).executeTakeFirst();
  return route ? `/route-results?${new URLSearchParams({ start: route.origin, end: route.destination }).toString()}` : null;
}

export function createAlertEvents(settings: AlertMailSettings): AlertEvents {
  /** Writes the notification once, and its email in the same transaction when the parent asked for one at once. */
  async function tell(
    trx: Db,
    alert: Pick<MatchedAlert, 'id' | 'userId' | 'label' | 'email' | 'emailId' | 'firstName' | 'language' | 'savedRouteId'>,
    event: { kind: NotificationKindName; programId: string; eventKey: string; programName: string; ageGroups: AgeGroup[] },
    now: string,
  ): Promise<boolean> {
    const data: NotificationData = {
      programName: event.programName,
      ageGroups: event.ageGroups,
      alertLabel: alert.label,
      // A saved program may lie anywhere: only an event along the route links to its results.
      resultsPath: event.kind === 'watched' || event.kind === 'closed' ? null : await resultsPathOf(trx, alert.savedRouteId),
    };
    const id = await insertNotificationOnce(
      trx,
      { userId: alert.userId, alertId: alert.id, programId: event.programId, kind: event.kind, eventKey: event.eventKey, data },
      now,
    );
    if (!id) return false;
    if (alert.email === 'instant') {
      await enqueueEmail(trx, instantAlertEmail(settings, alert, alert, { kind: event.kind, programId: event.programId, data }));
      await trx.updateTable('notifications').set({ emailedAt: now }).where('id', '=', id).execute();
    }
    return true;
  }

  async function programAt(trx: Db, programId: string) {
    return trx.selectFrom('cataloguePrograms').select(['id', 'name', 'lat', 'lng']).where('id', '=', programId).executeTakeFirst();
  }

  /** Parents who saved the program and have an alert: each told once, through their first alert. */
  async function watchers(trx: Db, programId: string): Promise<MatchedAlert[]> {
    const rows = await trx
      .selectFrom('savedDaycares')
      .innerJoin('alerts', 'alerts.userId', 'savedDaycares.userId')
      .innerJoin('users', 'users.id', 'alerts.userId')
      .select(['alerts.id', 'alerts.userId', 'alerts.savedRouteId', 'alerts.label', 'alerts.ageGroups', 'alerts.maxMonthlyTuition', 'alerts.openUntil', 'alerts.email', 'users.emailId', 'users.firstName', 'users.language'])
      .where('savedDaycares.placeId', '=', programId)
      .orderBy('alerts.createdAt')
      .orderBy('alerts.id')
      .execute();
    const first = new Map<string, MatchedAlert>();
    for (const row of rows) {
      if (!first.has(row.userId)) first.set(row.userId, {
          ...row,
          ageGroups: JSON.parse(row.ageGroups) as AgeGroup[],
          email: row.email as MatchedAlert['email'],
          language: storedLanguage(row.language),
        });
    }
    return [...first.values()];
  }

  return {
    async sectionSaved(trx, { programId, section, before, beforeAt, after, at }) {
      if (section !== 'openings' && section !== 'tuition') return;
      const program = await programAt(trx, programId);
      if (!program) return;
      const day = at.slice(0, 10);
      const told = new Set<string>();
      const fresh = section === 'openings' ? freshOpenings(before, beforeAt, after, Date.parse(at)) : [];
      if (fresh.length > 0) {
        const digest = await listingDigest(trx, programId);
        for (const alert of await alertsAround(trx, program)) {
          const groups = fresh.filter((group) => alert.ageGroups.includes(group)).sort();
          if (groups.length === 0 || !passesLimits(alert, digest)) continue;
          // Once a day per program and age groups: seats that flicker closed and open again the same day tell nobody twice.
          const eventKey = `openings:${programId}:${groups.join(',')}:${day}`;
          await tell(trx, alert, { kind: 'openings', programId, eventKey, programName: program.name, ageGroups: groups }, at);
          told.add(alert.userId);
        }
      }
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      for (const alert of await watchers(trx, programId)) {
        if (told.has(alert.userId)) continue;
        const eventKey = `watched:${programId}:${section}:${at}`;
        await tell(trx, alert, { kind: 'watched', programId, eventKey, programName: program.name, ageGroups: [] }, at);
      }
    },

    async programsClosed(trx, programs, at) {
      for (const program of programs) {
        for (const alert of await watchers(trx, program.id)) {
          // Keyed by the closing time: a program that closes, reopens and closes again is news each time.
          await tell(trx, alert, { kind: 'closed', programId: program.id, eventKey: `closed:${program.id}:${at}`, programName: program.name, ageGroups: [] }, at);
        }
      }
    },

    async programsInserted(trx, programs) {
      const now = new Date().toISOString();
      for (const program of programs) {
        for (const alert of await alertsAround(trx, program)) {
          // A licence that names no age group is not a reason to stay silent.
          const groups = program.ageGroups.filter((group) => alert.ageGroups.includes(group));
          if (program.ageGroups.length > 0 && groups.length === 0) continue;
          await tell(trx, alert, { kind: 'new-program', programId: program.id, eventKey: `new-program:${program.id}`, programName: program.name, ageGroups: groups }, now);
        }
      }
    },
  };
}
