import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { alert } from '#shared/schemas/alerts.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { saveSection, type ListingWriter } from '#server/features/listings/listing-writes.js';
import { deliverOutbox } from '#server/test/deliver-outbox.js';
import { bearer, nextRemoteAddress, registerParent } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { alertEmailTexts } from './alert-email-texts.js';
import { createAlertEvents } from './alert-events.js';
import { sendDailyDigests } from './daily-digest.js';

const writer: ListingWriter = { actor: { userId: null, via: 'test feed' }, accountId: 'nobody' };
const infantOpenings = { ageGroups: [{ ageGroup: 'infant' as const, openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] };
const spanish = alertEmailTexts.es;

/** Alert emails follow the language stored for the parent (docs/decisions/0038). */
describe.each(testEngines)('the language of alert emails on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://careroute.test' });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A parent registered from a browser in this language, with a place alert around (lat, lng). */
  async function parentWithPlaceAlert(language: string, email: 'instant' | 'daily', lat: number, lng: number) {
    const who = await registerParent(t.app, { firstName: 'Ana' }, { 'accept-language': language });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/${who.user.id}/alerts`,
      headers: bearer(who.token),
      remoteAddress: nextRemoteAddress(),
      payload: { place: { label: 'Casa de la abuela', lat, lng, radiusMiles: 1 }, ageGroups: ['infant'], email },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { who, alert: alert.parse(created.json()) };
  }
  async function openingsAt(name: string, lat: number, lng: number) {
    const program = makeProgram({ lat, lng, name, ageGroups: ['infant'] });
    await upsertPrograms(t.database.db, [program]);
    const events = createAlertEvents({ publicUrl: t.config.publicUrl, jwtSecret: t.config.jwtSecret });
    await saveSection(t.database.db, program.id, 'openings', infantOpenings, writer, events.sectionSaved);
    return program;
  }
  const outboxTo = (address: string, kind: string) =>
    t.database.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', address).where('kind', '=', kind).execute();

  it('writes the instant email of a parent stored as Spanish in Spanish, and an English parent the same as before', async () => {
    const { who: ana } = await parentWithPlaceAlert('es-US,es;q=0.9', 'instant', 41.31, -72.11);
    const { who: maya } = await parentWithPlaceAlert('en-US', 'instant', 41.31, -72.11);
    await openingsAt('Little Harbor', 41.311, -72.11);

    const [toAna] = await outboxTo(ana.user.emailId, 'alert');
    expect(toAna?.subject).toBe('Hay cupos en Little Harbor');
    await deliverOutbox(t.database.db, smtp);
    const received = smtp.received.find((email) => email.envelopeTo.includes(ana.user.emailId) && email.parsed.subject === toAna?.subject);
    const text = received?.parsed.text ?? '';
    expect(text).toMatch(/^Hola, Ana:/);
    expect(text).toContain('Se acaban de abrir cupos (bebés) en Casa de la abuela.');
    expect(text).toContain(`${spanish.emailViewProgram}: https://careroute.test/programs/`);
    expect(text).toContain(spanish.emailWhy('Casa de la abuela'));
    expect(text).toContain(`${spanish.emailUnsubscribe}: https://careroute.test/unsubscribe/`);
    expect(received?.parsed.html).toContain('<html lang="es">');
    // The one-click unsubscribe headers do not depend on the language.
    expect(JSON.parse(toAna?.headers ?? '{}')['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const [toMaya] = await outboxTo(maya.user.emailId, 'alert');
    expect(toMaya?.subject).toBe('Openings at Little Harbor');
    expect(toMaya?.textBody).toMatch(/^Hi Ana,/);
    expect(toMaya?.textBody).toContain(messages.alerts.openingsBody('Infant', 'Casa de la abuela'));
    expect(toMaya?.htmlBody.startsWith('<!doctype html><html><body')).toBe(true);
  });

  it('writes the daily digest of a parent stored as Spanish in Spanish', async () => {
    const { who } = await parentWithPlaceAlert('es', 'daily', 42.61, -71.91);
    await openingsAt('Pequeños Pasos', 42.611, -71.91);
    expect(await sendDailyDigests(t.database.db, { publicUrl: t.config.publicUrl, jwtSecret: t.config.jwtSecret }, new Date('2031-03-04T06:00:00Z'))).toBe(1);
    const [digest] = await outboxTo(who.user.emailId, 'digest');
    expect(digest?.subject).toBe('1 novedad en sus rutas guardadas');
    expect(digest?.textBody).toMatch(/^Hola, Ana:/);
    expect(digest?.textBody).toContain(spanish.digestIntro);
    expect(digest?.textBody).toContain('Hay cupos en Pequeños Pasos: Se acaban de abrir cupos (bebés) en Casa de la abuela.');
    expect(digest?.textBody).toContain(`${spanish.digestUnsubscribe('Casa de la abuela')}: https://careroute.test/unsubscribe/`);
    expect(digest?.htmlBody).toContain('<html lang="es">');
  });
});
