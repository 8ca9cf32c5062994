import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import polyline from '@mapbox/polyline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alert, alertList, notificationList, unsubscribeInfo, type Alert } from '#shared/schemas/alerts.js';
import type { Program } from '#shared/schemas/catalogue.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { savedRoute } from '#shared/schemas/saved.js';
import { applyClosures } from '#server/catalogue/catalogue-closures.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { importCatalogueFile } from '#server/catalogue/import-catalogue.js';
import { parseColumnMap } from '#server/catalogue/importers/generic-csv.js';
import type { Db } from '#server/db/database.js';
import { confirmOpenings, saveSection, type ListingWriter } from '#server/features/listings/listing-writes.js';
import { METERS_PER_DEGREE } from '#server/geo/geometry.js';
import type { GeoPoint } from '#server/geo/types.js';
import { bearer, nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { createAlertEvents, type AlertEvents } from './alert-events.js';
import { ALERTS_CREATED_PER_MINUTE } from './alerts.routes.js';
import { sendDailyDigests, startDigestJob } from './daily-digest.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const infantOpenings = (seats: number) => ({
  ageGroups: [{ ageGroup: 'infant' as const, openSeats: seats, waitlist: false, waitlistLength: null, nextOpeningOn: null }],
});
const writer: ListingWriter = { actor: { userId: null, via: 'test feed' }, accountId: 'nobody' };

describe.each(testEngines)('alerts on %s', (engine) => {
  let t: TestApp;
  let db: Db;
  let events: AlertEvents;
  let parent: Parent;
  let routeAlert: Alert;
  /** Points on the saved route's line, as the router drew it for the alert. */
  let line: GeoPoint[];

  const as = (who: Parent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), payload, remoteAddress: nextRemoteAddress() });

  /** A catalogue program at a point; `north` metres off the line's middle. */
  async function programNearRoute(north: number, overrides: Partial<Program> = {}): Promise<Program> {
    const middle = line[Math.floor(line.length / 2)] as GeoPoint;
    const program = makeProgram({ lat: middle.lat + north / METERS_PER_DEGREE, lng: middle.lng, ageGroups: ['infant', 'toddler'], ...overrides });
    await upsertPrograms(db, [program]);
    return program;
  }
  const openingsWrite = (program: Program, seats: number) => saveSection(db, program.id, 'openings', infantOpenings(seats), writer, events.sectionSaved);
  const notificationsOf = async (who: Parent) => notificationList.parse((await as(who, 'GET', `/api/users/${who.user.id}/notifications`)).json());
  /** The alert and digest emails to an address (registration also sends a verification email). */
  const outboxTo = (address: string) =>
    db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', address).where('kind', 'in', ['alert', 'digest']).orderBy('createdAt').execute();

  async function newParentWithAlert(settings: object, origin = 'Quincy, MA', destination = 'Cambridge, MA') {
    const who = await registerParent(t.app);
    const route = savedRoute.parse((await as(who, 'POST', '/api/routes', { origin, destination })).json());
    const created = await as(who, 'POST', `/api/users/${who.user.id}/alerts`, { savedRouteId: route.id, ageGroups: ['infant'], email: 'instant', ...settings });
    expect(created.statusCode, created.body).toBe(201);
    return { who, alert: alert.parse(created.json()), route };
  }

  /**
   * Two instances on one database: at once on PostgreSQL. SQLite's driver is synchronous, so two
   * connections in one process cannot both hold a transaction (the second's busy wait would stall
   * the first): there the second runs after the first, on its own connection, and must still find
   * the first one's work done.
   */
  const bothInstances = <T>(first: () => Promise<T>, second: () => Promise<T>): Promise<[T, T]> =>
    engine === 'postgres' ? Promise.all([first(), second()]) : first().then(async (a) => [a, await second()]);

  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://careroute.test' });
    db = t.database.db;
    events = createAlertEvents({ publicUrl: t.config.publicUrl, jwtSecret: t.config.jwtSecret });
    const made = await newParentWithAlert({});
    parent = made.who;
    routeAlert = made.alert;
    const stored = await db.selectFrom('alerts').select('polyline').where('id', '=', routeAlert.id).executeTakeFirstOrThrow();
    line = polyline.decode(stored.polyline).map(([lat, lng]) => ({ lat, lng }));
  });
  afterAll(async () => {
    await t.close();
  });

  describe('the API', () => {
    it('lists, changes and deletes a parent own alerts; a second alert on one route is a 409', async () => {
      const { who, alert: created, route } = await newParentWithAlert({ maxMonthlyTuition: 2400, openUntil: '18:00', email: 'daily' });
      expect(created).toMatchObject({ savedRouteId: route.id, label: 'Quincy, MA → Cambridge, MA', maxMonthlyTuition: 2400, openUntil: '18:00', email: 'daily' });
      const again = await as(who, 'POST', `/api/users/${who.user.id}/alerts`, { savedRouteId: route.id, ageGroups: ['infant'], email: 'off' });
      expect(again.statusCode).toBe(409);
      const changed = await as(who, 'PUT', `/api/users/${who.user.id}/alerts/${created.id}`, { ageGroups: ['toddler', 'infant'], email: 'off' });
      expect(alert.parse(changed.json())).toMatchObject({ ageGroups: ['toddler', 'infant'], maxMonthlyTuition: null, openUntil: null, email: 'off' });
      expect(alertList.parse((await as(who, 'GET', `/api/users/${who.user.id}/alerts`)).json()).map((item) => item.id)).toEqual([created.id]);
      expect((await as(who, 'DELETE', `/api/users/${who.user.id}/alerts/${created.id}`)).statusCode).toBe(204);
      expect((await as(who, 'DELETE', `/api/users/${who.user.id}/alerts/${created.id}`)).statusCode).toBe(404);
      expect(await db.selectFrom('alertCells').select('alertId').where('alertId', '=', created.id).execute()).toEqual([]);
    });

    it('deletes a saved route alert with the route', async () => {
      const { who, alert: created, route } = await newParentWithAlert({ email: 'off' });
      expect((await as(who, 'DELETE', `/api/routes/${route.id}`)).statusCode).toBe(204);
      expect(alertList.parse((await as(who, 'GET', `/api/users/${who.user.id}/alerts`)).json())).toEqual([]);
      expect(await db.selectFrom('alertCells').select('alertId').where('alertId', '=', created.id).execute()).toEqual([]);
    });

    it('refuses another parent alerts and routes: 403 by path, 404 by id', async () => {
      const intruder = await registerParent(t.app);
      expect((await as(intruder, 'GET', `/api/users/${parent.user.id}/alerts`)).statusCode).toBe(403);
      const put = await as(intruder, 'PUT', `/api/users/${intruder.user.id}/alerts/${routeAlert.id}`, { ageGroups: ['infant'], email: 'off' });
      expect(put.statusCode).toBe(404);
      const onTheirRoute = await as(intruder, 'POST', `/api/users/${intruder.user.id}/alerts`, {
        savedRouteId: routeAlert.savedRouteId,
        ageGroups: ['infant'],
        email: 'off',
      });
      expect(onTheirRoute.statusCode).toBe(404);
    });

    it('limits how many alerts one address makes a minute', async () => {
      const who = await registerParent(t.app);
      const remoteAddress = nextRemoteAddress();
      const make = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/users/${who.user.id}/alerts`,
          headers: bearer(who.token),
          remoteAddress,
          payload: { place: { label: 'Work', lat: 40.7, lng: -74, radiusMiles: 1 }, ageGroups: ['infant'], email: 'off' },
        });
      const statuses = [];
      for (let i = 0; i <= ALERTS_CREATED_PER_MINUTE; i += 1) statuses.push((await make()).statusCode);
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('answers bad input with a 400 naming the field', async () => {
      const url = `/api/users/${parent.user.id}/alerts`;
      const cases: [object, string][] = [
        [{ savedRouteId: 'x', ageGroups: [], email: 'off' }, 'ageGroups'],
        [{ savedRouteId: 'x', ageGroups: ['baby'], email: 'off' }, 'ageGroups'],
        [{ savedRouteId: 'x', ageGroups: ['infant'], email: 'sometimes' }, 'email'],
        [{ savedRouteId: 'x', ageGroups: ['infant'], email: 'off', openUntil: '25:00' }, 'openUntil'],
        [{ savedRouteId: 'x', ageGroups: ['infant'], email: 'off', maxMonthlyTuition: -5 }, 'maxMonthlyTuition'],
        [{ ageGroups: ['infant'], email: 'off' }, 'savedRouteId'],
        [{ savedRouteId: 'x', place: { label: 'Home', lat: 42.3, lng: -71, radiusMiles: 2 }, ageGroups: ['infant'], email: 'off' }, 'savedRouteId'],
        [{ place: { label: 'Home', lat: 142.3, lng: -71, radiusMiles: 2 }, ageGroups: ['infant'], email: 'off' }, 'place.lat'],
      ];
      for (const [payload, field] of cases) {
        const response = await as(parent, 'POST', url, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorResponse.parse(response.json()).error, JSON.stringify(payload)).toContain(field);
      }
    });
  });

  describe('matching', () => {
    it('tells the parent of fresh infant openings inside the corridor, once, with an instant email carrying the unsubscribe headers', async () => {
      const inside = await programNearRoute(400, { name: 'Harbor Infants' });
      const outside = await programNearRoute(3000, { name: 'Far Away Kids' });
      await openingsWrite(outside, 2);
      await openingsWrite(inside, 2);
      // A retry of the same write, and seats rising further: nothing is fresh, nobody is told again.
      await openingsWrite(inside, 2);
      await openingsWrite(inside, 3);
      const { unreadCount, notifications } = await notificationsOf(parent);
      expect(unreadCount).toBe(1);
      expect(notifications).toMatchObject([
        { kind: 'openings', programId: inside.id, programName: 'Harbor Infants', ageGroups: ['infant'], alertId: routeAlert.id, readAt: null },
      ]);
      expect(notifications[0]?.resultsPath).toBe('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA');
      const emails = await outboxTo(parent.user.emailId);
      expect(emails).toHaveLength(1);
      const token = unsubscribeToken(t.config.jwtSecret, routeAlert.id);
      expect(emails[0]).toMatchObject({ kind: 'alert', subject: 'Openings at Harbor Infants', status: 'pending' });
      expect(JSON.parse(emails[0]?.headers ?? '{}')).toEqual({
        'List-Unsubscribe': `<https://careroute.test/api/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(emails[0]?.textBody).toContain(`https://careroute.test/programs/${inside.id}`);
      expect(emails[0]?.htmlBody).toContain(`href="https://careroute.test/unsubscribe/${token}"`);
    });

    it('tells again when stale openings are confirmed: the search had stopped counting them', async () => {
      const program = await programNearRoute(250, { name: 'Stale Then Fresh' });
      await openingsWrite(program, 2);
      const told = async () => (await notificationsOf(parent)).notifications.filter((item) => item.programId === program.id).length;
      expect(await told()).toBe(1);
      // Confirmed 40 days ago; the openings key is per day, so today's confirmation is a new event.
      const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString();
      await db.updateTable('listingSections').set({ updatedAt: longAgo }).where('programId', '=', program.id).execute();
      await db.deleteFrom('notifications').where('programId', '=', program.id).execute();
      await confirmOpenings(db, program.id, writer, events.sectionSaved);
      expect(await told()).toBe(1);
      // Confirmed while fresh: nothing new.
      await db.deleteFrom('notifications').where('programId', '=', program.id).execute();
      await confirmOpenings(db, program.id, writer, events.sectionSaved);
      expect(await told()).toBe(0);
    });

    it('skips an age group the alert does not watch, and a price or closing time outside its limits', async () => {
      const { who } = await newParentWithAlert({ ageGroups: ['toddler'], email: 'off' });
      const { who: thrifty } = await newParentWithAlert({ maxMonthlyTuition: 1500, email: 'off' });
      const { who: late } = await newParentWithAlert({ openUntil: '18:30', email: 'off' });
      const program = await programNearRoute(-300);
      const rate = { ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 2000, maxDollars: 2200 } as const;
      await saveSection(db, program.id, 'tuition', { rates: [rate], registrationFeeDollars: null, waitlistFeeDollars: null }, writer);
      const day = { open: '07:00', close: '18:00' };
      await saveSection(db, program.id, 'hours', { week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: null, sun: null }, closedDates: [] }, writer);
      await openingsWrite(program, 1);
      for (const skipped of [who, thrifty, late]) expect((await notificationsOf(skipped)).notifications).toEqual([]);
      expect((await notificationsOf(parent)).notifications.map((item) => item.programId)).toContain(program.id);
    });

    it('writes one notification when two connections report the same event at once', async () => {
      const program = await programNearRoute(100);
      const again = t.database.connectAgain();
      const change = { programId: program.id, section: 'openings', before: null, beforeAt: null, after: infantOpenings(1), at: new Date().toISOString() };
      await bothInstances(
        () => db.transaction().execute((trx) => events.sectionSaved(trx, change)),
        () => again.transaction().execute((trx) => events.sectionSaved(trx, change)),
      );
      const rows = await db.selectFrom('notifications').select('id').where('programId', '=', program.id).where('alertId', '=', routeAlert.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('tells of a program new along the route after a catalogue import, once', async () => {
      const middle = line[Math.floor(line.length / 3)] as GeoPoint;
      const dir = mkdtempSync(path.join(tmpdir(), 'alerts-import-'));
      const file = path.join(dir, 'one-new-program.csv');
      // A licensing file as an operator imports it: one program on the parent's way, one far off it.
      writeFileSync(
        file,
        [
          'Site ID,Program Name,Street,Town,State,Postcode,Latitude,Longitude,Ages Served',
          `N-1,Brand New Nest,1 Fresh Street,Quincy,MA,02169,${middle.lat},${middle.lng + 0.002},Infants`,
          `N-2,Not Along,2 Far Road,Lowell,MA,01852,${middle.lat + 0.2},${middle.lng},Infants`,
        ].join('\n'),
      );
      const map = parseColumnMap('id=Site ID,name=Program Name,address=Street,city=Town,state=State,zip=Postcode,lat=Latitude,lng=Longitude,ageGroups=Ages Served');
      try {
        for (let run = 0; run < 2; run += 1) {
          await importCatalogueFile(db, file, 'csv', { map, source: 'alerts-test', onInserted: events.programsInserted });
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const kinds = (await notificationsOf(parent)).notifications.filter((item) => item.kind === 'new-program');
      expect(kinds.map((item) => [item.programName, item.ageGroups])).toEqual([['Brand New Nest', ['infant']]]);
      expect(await outboxTo(parent.user.emailId)).toContainEqual(expect.objectContaining({ subject: 'New program: Brand New Nest' }));
    });

    it('tells a parent who saved a program of its changes, wherever it is', async () => {
      const { who } = await newParentWithAlert({ email: 'off' }, 'Worcester, MA', 'Springfield, MA');
      const program = await programNearRoute(200, { name: 'Watched Place' });
      expect((await as(who, 'POST', '/api/daycares', { placeId: program.id, name: program.name })).statusCode).toBe(201);
      await saveSection(db, program.id, 'openings', infantOpenings(0), writer, events.sectionSaved);
      const rate = { ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 1900, maxDollars: 2000 } as const;
      await saveSection(db, program.id, 'tuition', { rates: [rate], registrationFeeDollars: null, waitlistFeeDollars: null }, writer, events.sectionSaved);
      const watched = (await notificationsOf(who)).notifications;
      expect(watched.map((item) => [item.kind, item.programName, item.resultsPath])).toEqual([
        ['watched', 'Watched Place', null],
        ['watched', 'Watched Place', null],
      ]);
    });

    it('tells a parent who saved a program when it leaves its licensing list', async () => {
      const { who } = await newParentWithAlert({ email: 'off' }, 'Worcester, MA', 'Springfield, MA');
      const program = await programNearRoute(300, { name: 'Leaving Place', source: 'closing-list', state: 'RI' });
      expect((await as(who, 'POST', '/api/daycares', { placeId: program.id, name: program.name })).statusCode).toBe(201);
      await applyClosures(db, { source: 'closing-list', states: new Set(['RI']), seenIds: new Set(), onClosed: events.programsClosed });
      const told = (await notificationsOf(who)).notifications.filter((item) => item.kind === 'closed');
      expect(told.map((item) => [item.programName, item.resultsPath])).toEqual([['Leaving Place', null]]);
    });

    it('matches a place alert by its radius', async () => {
      const who = await registerParent(t.app);
      const created = await as(who, 'POST', `/api/users/${who.user.id}/alerts`, {
        place: { label: 'Near Grandma', lat: 42.1, lng: -72.6, radiusMiles: 1 },
        ageGroups: ['infant'],
        email: 'off',
      });
      expect(alert.parse(created.json()).place).toEqual({ label: 'Near Grandma', lat: 42.1, lng: -72.6, radiusMiles: 1 });
      const near = makeProgram({ lat: 42.1 + 1200 / METERS_PER_DEGREE, lng: -72.6 });
      const far = makeProgram({ lat: 42.1 + 2000 / METERS_PER_DEGREE, lng: -72.6 });
      await upsertPrograms(db, [near, far]);
      await saveSection(db, near.id, 'openings', infantOpenings(1), writer, events.sectionSaved);
      await saveSection(db, far.id, 'openings', infantOpenings(1), writer, events.sectionSaved);
      expect((await notificationsOf(who)).notifications.map((item) => item.programId)).toEqual([near.id]);
    });

    it('goes through the provider API: a manager reporting openings alerts the parent', async () => {
      // Wiring check: the openings route passes the hook (the other tests call saveSection themselves).
      const { registerManager, registerOperator } = await import('#server/test/role-factories.js');
      const program = await programNearRoute(-150, { name: 'Api Route Kids' });
      const manager = await registerManager(t.app, db, program, await registerOperator(t.app, db));
      const put = await as(manager, 'PUT', `/api/provider/programs/${program.id}/openings`, infantOpenings(2));
      expect(put.statusCode, put.body).toBe(200);
      expect((await notificationsOf(parent)).notifications.map((item) => item.programName)).toContain('Api Route Kids');
    });
  });

  describe('the notification centre', () => {
    it('marks some or all read and counts the unread', async () => {
      const before = await notificationsOf(parent);
      expect(before.unreadCount).toBeGreaterThan(1);
      const first = before.notifications[0]?.id as string;
      const some = await as(parent, 'POST', `/api/users/${parent.user.id}/notifications/read`, { ids: [first] });
      expect(some.json()).toEqual({ unreadCount: before.unreadCount - 1 });
      const all = await as(parent, 'POST', `/api/users/${parent.user.id}/notifications/read`, { all: true });
      expect(all.json()).toEqual({ unreadCount: 0 });
      expect((await as(parent, 'POST', `/api/users/${parent.user.id}/notifications/read`, {})).statusCode).toBe(400);
    });
  });

  describe('unsubscribe', () => {
    it('describes and stops the alert email by GET and POST, including the RFC 8058 form body', async () => {
      const { alert: own } = await newParentWithAlert({});
      const token = unsubscribeToken(t.config.jwtSecret, own.id);
      const described = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
      expect(unsubscribeInfo.parse(described.json())).toEqual({ label: 'Quincy, MA → Cambridge, MA', email: 'instant' });
      const stopped = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(unsubscribeInfo.parse(stopped.json()).email).toBe('off');
      const stored = await db.selectFrom('alerts').select('email').where('id', '=', own.id).executeTakeFirstOrThrow();
      expect(stored.email).toBe('off');
      // From the page: a POST without a body.
      expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` })).statusCode).toBe(200);
    });

    it('answers 400 to a bad or forged token', async () => {
      const forged = unsubscribeToken('another secret', routeAlert.id);
      for (const token of ['nonsense', forged, `${'A'.repeat(43)}${routeAlert.id}`, `${unsubscribeToken(t.config.jwtSecret, routeAlert.id)}x`]) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.app.inject({ method, url: `/api/unsubscribe/${token}` });
          expect(response.statusCode, `${method} ${token}`).toBe(400);
          expect(errorResponse.parse(response.json()).error).toBe('This unsubscribe link is not valid.');
        }
      }
      const stored = await db.selectFrom('alerts').select('email').where('id', '=', routeAlert.id).executeTakeFirstOrThrow();
      expect(stored.email).toBe('instant');
    });
  });

  describe('the daily digest', () => {
    it('sends one email a day per parent, also with two instances running it at once', async () => {
      const { who } = await newParentWithAlert({ email: 'daily' }, 'Braintree, MA', 'Boston, MA');
      const program = await programNearRoute(0, { name: 'Digest Day Care' });
      // Along both routes? Only the first one is sure; tell this parent directly through its own route's line.
      const own = await db.selectFrom('alerts').select(['polyline', 'id']).where('userId', '=', who.user.id).executeTakeFirstOrThrow();
      const ownLine = polyline.decode(own.polyline);
      const [lat, lng] = ownLine[Math.floor(ownLine.length / 2)] as [number, number];
      const onTheirWay = makeProgram({ lat, lng, name: 'Digest Day Care 2', ageGroups: ['infant'] });
      await upsertPrograms(db, [onTheirWay]);
      await saveSection(db, onTheirWay.id, 'openings', infantOpenings(2), writer, events.sectionSaved);
      await saveSection(db, program.id, 'openings', infantOpenings(2), writer, events.sectionSaved);
      expect(await outboxTo(who.user.emailId)).toEqual([]);

      const settings = { publicUrl: t.config.publicUrl, jwtSecret: t.config.jwtSecret };
      const morning = new Date('2031-03-04T06:00:00Z');
      const second = t.database.connectAgain();
      const [a, b] = await bothInstances(
        () => sendDailyDigests(db, settings, morning),
        () => sendDailyDigests(second, settings, morning),
      );
      expect(a + b).toBeGreaterThanOrEqual(1);
      const digests = await outboxTo(who.user.emailId);
      expect(digests).toHaveLength(1);
      expect(digests[0]).toMatchObject({ kind: 'digest' });
      expect(digests[0]?.textBody).toContain('Digest Day Care 2');
      expect(JSON.parse(digests[0]?.headers ?? '{}')['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(digests[0]?.htmlBody).toContain(`href="https://careroute.test/unsubscribe/${unsubscribeToken(t.config.jwtSecret, own.id)}"`);

      // Later the same day: nothing more for this parent, even with news.
      await saveSection(db, onTheirWay.id, 'openings', { ageGroups: [...infantOpenings(2).ageGroups, { ageGroup: 'toddler', openSeats: 1, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }, writer, events.sectionSaved);
      await db.updateTable('alerts').set({ ageGroups: JSON.stringify(['infant', 'toddler']) }).where('id', '=', own.id).execute();
      await saveSection(db, onTheirWay.id, 'openings', { ageGroups: [{ ageGroup: 'toddler', openSeats: 0, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }, writer, events.sectionSaved);
      await saveSection(db, onTheirWay.id, 'openings', { ageGroups: [{ ageGroup: 'toddler', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }, writer, events.sectionSaved);
      await sendDailyDigests(db, settings, new Date('2031-03-04T20:00:00Z'));
      expect(await outboxTo(who.user.emailId)).toHaveLength(1);
      // The next day, the news left over goes out.
      await sendDailyDigests(db, settings, new Date('2031-03-05T06:00:00Z'));
      const after = await outboxTo(who.user.emailId);
      expect(after).toHaveLength(2);
      expect(after[1]?.textBody).toContain('Toddler');
    });

    it('runs on a timer until stopped, as serve.ts starts it', async () => {
      const { who, alert: own } = await newParentWithAlert({ email: 'daily' });
      const ownLine = polyline.decode((await db.selectFrom('alerts').select('polyline').where('id', '=', own.id).executeTakeFirstOrThrow()).polyline);
      const [lat, lng] = ownLine[1] as [number, number];
      const program = makeProgram({ lat, lng, name: 'Timer Tots', ageGroups: ['infant'] });
      await upsertPrograms(db, [program]);
      await saveSection(db, program.id, 'openings', infantOpenings(1), writer, events.sectionSaved);
      const errors: unknown[] = [];
      const job = startDigestJob(db, { publicUrl: t.config.publicUrl, jwtSecret: t.config.jwtSecret }, (error) => errors.push(error), 20);
      try {
        await expect.poll(async () => (await outboxTo(who.user.emailId)).length, { timeout: 5000 }).toBe(1);
      } finally {
        await job.stop();
      }
      expect(errors).toEqual([]);
    });
  });
});
