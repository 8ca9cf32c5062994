import { describe, expect, it } from 'vitest';
import { accountExport } from '#shared/schemas/account-export.js';
import { accountWithEverything, rowsOf } from '#server/test/account-with-everything.js';
import { bearer, requestAccountDeletion, nextRemoteAddress, registerParent } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const reviewed = makeProgram({ lat: 42.37, lng: -71.11, name: 'Reviewed Place' });
const managed = makeProgram({ lat: 42.38, lng: -71.12, name: 'Managed Place' });

/** "Export my data" answers one file with everything held about the parent, and nothing secret (docs/decisions/0035). */
describe.each(testEngines)('exporting an account on %s', (engine) => {
  const t = useTestApp(engine, {}, [reviewed, managed]);

  const exportOf = (token: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/export`, headers: bearer(token), remoteAddress: nextRemoteAddress() });

  it('answers every row the account holds, as an attachment nobody caches, without a hash or secret', async () => {
    const { account, other, ownReviewId, otherReviewId } = await accountWithEverything(t.app, t.database.db, reviewed, managed);
    const answer = await exportOf(account.token, account.user.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="careroute-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 10));
    expect(answer.headers['cache-control']).toBe('no-store');

    const data = accountExport.parse(answer.json());
    const held = await rowsOf(t.database.db, account.user.id);
    expect(data.profile).toMatchObject({ id: account.user.id, emailId: account.user.emailId, address: account.user.address, phoneNumber: account.user.phoneNumber, emailVerified: true });
    expect(data.preferences).toMatchObject({ emailNotifications: false, locationServices: true, marketingEmails: true });
    expect(data.preferences.updatedAt).not.toBeNull();
    // Saved by its catalogue id: the catalogue's details win over the name sent.
    expect(data.savedDaycares).toEqual([expect.objectContaining({ name: reviewed.name, placeId: reviewed.id, rating: 3, reviewCount: 2 })]);
    expect(data.savedRoutes).toEqual([expect.objectContaining({ origin: 'Quincy, MA', destination: 'Boston, MA', plan: { departAt: '08:00', arriveBy: null, returnAt: null, days: ['mon', 'tue'] } })]);
    expect(data.alerts).toHaveLength(1);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'new-program', programId: reviewed.id })]);
    expect(data.reviews).toEqual([expect.objectContaining({ id: ownReviewId, programId: reviewed.id, programName: reviewed.name, stars: 5, helpfulCount: 1 })]);
    expect(data.helpfulVotes).toEqual([expect.objectContaining({ reviewId: otherReviewId })]);
    expect(data.reviewReports).toEqual([expect.objectContaining({ reviewId: otherReviewId, reason: 'not-real', resolvedAt: null })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'My data', message: 'Please tell me what you hold about me.' })]);
    expect(data.providerClaims).toEqual([expect.objectContaining({ programId: managed.id, status: 'approved', licenseNumber: managed.licenseNumber ?? '' })]);
    expect(data.managedPrograms).toEqual([expect.objectContaining({ programId: managed.id, programName: managed.name })]);
    expect(data.feedTokens).toEqual([expect.objectContaining({ programId: managed.id, label: 'Front desk tablet', revokedAt: null })]);

    // Every table that names the account has its rows in the file.
    expect(data.reviews).toHaveLength(held.reviews ?? -1);
    expect(data.providerClaims).toHaveLength(held.programClaims ?? -1);
    expect(data.feedTokens).toHaveLength(held.providerTokens ?? -1);

    // Nothing secret, nothing of another parent.
    const stored = await t.database.db.selectFrom('users').select('passwordHash').where('id', '=', account.user.id).executeTakeFirstOrThrow();
    const secrets = [
      stored.passwordHash,
      account.password,
      ...(await t.database.db.selectFrom('providerTokens').select('tokenHash').where('userId', '=', account.user.id).execute()).map((row) => row.tokenHash),
      ...(await t.database.db.selectFrom('accountTokens').select('tokenHash').where('userId', '=', account.user.id).execute()).map((row) => row.tokenHash),
    ];
    for (const secret of secrets) expect(answer.body).not.toContain(secret);
    expect(answer.body).not.toMatch(/passwordHash|tokenHash|token_hash|password_hash/);
    expect(answer.body).not.toContain(other.user.emailId);
    expect(answer.body).not.toContain(other.user.id);
  });

  it('answers a parent who holds nothing yet with the defaults and empty lists', async () => {
    const parent = await registerParent(t.app);
    const data = accountExport.parse((await exportOf(parent.token, parent.user.id)).json());
    expect(data.preferences).toEqual({ emailNotifications: true, locationServices: true, marketingEmails: false, updatedAt: null });
    for (const list of [data.savedDaycares, data.savedRoutes, data.alerts, data.notifications, data.reviews, data.contactMessages, data.providerClaims, data.feedTokens]) {
      expect(list).toEqual([]);
    }
  });

  it('tells the language the parent gets emails in, as kept from the browser at registration', async () => {
    const spanish = await registerParent(t.app, {}, { 'accept-language': 'es-US,es;q=0.9' });
    expect(accountExport.parse((await exportOf(spanish.token, spanish.user.id)).json()).profile.language).toBe('es');
    const english = await registerParent(t.app);
    expect(accountExport.parse((await exportOf(english.token, english.user.id)).json()).profile.language).toBe('en');
  });

  it('refuses another parent, and a token whose account is gone', async () => {
    const parent = await registerParent(t.app);
    const intruder = await registerParent(t.app);
    expect((await exportOf(intruder.token, parent.user.id)).statusCode).toBe(403);
    expect((await exportOf('', parent.user.id)).statusCode).toBe(401);
    const deleted = await requestAccountDeletion(t.app, parent);
    expect(deleted.statusCode).toBe(204);
    expect((await exportOf(parent.token, parent.user.id)).statusCode).toBe(401);
  });
});
