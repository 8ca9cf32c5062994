import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { listing, programWithListing } from '#shared/schemas/listing.js';
import { auditEntry, claimForReview } from '#shared/schemas/operator.js';
import { claim, managedProgram } from '#shared/schemas/provider.js';
import { bearer, nextRemoteAddress } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { claimFor, registerOperator, registerVerified, type Account } from '#server/test/role-factories.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const sunny = makeProgram({ lat: 42.37, lng: -71.11, name: 'Sunny Days', capacity: 20, licenseNumber: 'EEC-1234' });

const openings = (infantSeats: number) => ({
  ageGroups: [
    { ageGroup: 'infant', openSeats: infantSeats, waitlist: false, waitlistLength: null, nextOpeningOn: null },
    { ageGroup: 'toddler', openSeats: 0, waitlist: true, waitlistLength: 4, nextOpeningOn: '2026-09-01' },
  ],
});
const tuition = {
  rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 2400, maxDollars: 2900 }],
  registrationFeeDollars: 100,
  waitlistFeeDollars: null,
};
const weekday = { open: '07:30', close: '18:00' };
const hours = { week: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: null, sun: null }, closedDates: ['2026-12-25'] };
const offers = {
  schedules: ['full-time', 'part-time'],
  languages: ['en', 'es'],
  mealsProvided: true,
  transportation: false,
  specialNeedsSupport: true,
  accreditation: 'NAEYC',
  description: '<b>Small groups</b> & a garden.',
  tourUrl: 'https://sunny.example/tour',
  tourPhone: null,
};

/** A provider claims a program, an operator approves, the provider keeps the listing current, and every step is in the audit log. */
describe.each(testEngines)('claim, approve, edit and audit on %s', (engine) => {
  const t = useTestApp(engine, {}, [sunny]);
  let provider: Account;
  let operator: Account;
  beforeAll(async () => {
    provider = await registerVerified(t.app, t.database.db, { firstName: 'Rosa', lastName: 'Diaz' });
    operator = await registerOperator(t.app, t.database.db);
  });

  const as = (account: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(account.token), payload, remoteAddress: nextRemoteAddress() });
  const expectError = (response: Awaited<ReturnType<typeof as>>, status: number, error: string | RegExp, code?: string) => {
    expect(response.statusCode).toBe(status);
    const body = errorResponse.parse(response.json());
    expect(body.error).toMatch(error);
    if (code) expect(body.code).toBe(code);
  };
  const section = (name: string, payload: object) => as(provider, 'PUT', `/api/provider/programs/${sunny.id}/${name}`, payload);
  const audit = async () => auditEntry.array().parse((await as(operator, 'GET', `/api/operator/programs/${sunny.id}/audit`)).json());

  let claimId = '';

  it('files a claim only for a known program whose license number matches', async () => {
    const unknown = await as(provider, 'POST', '/api/provider/claims', { ...claimFor(sunny), programId: 'test:nowhere' });
    expectError(unknown, 404, messages.providerApi.programNotFound, 'NOT_FOUND');
    const mismatch = await as(provider, 'POST', '/api/provider/claims', { ...claimFor(sunny), licenseNumber: 'EEC-9999' });
    expectError(mismatch, 400, /^licenseNumber /, 'LICENSE_MISMATCH');

    // Typed the way people type it: other case and separators still match.
    const filed = await as(provider, 'POST', '/api/provider/claims', { ...claimFor(sunny), licenseNumber: ' eec 1234 ' });
    expect(filed.statusCode).toBe(201);
    const made = claim.parse(filed.json());
    expect(made).toMatchObject({ programId: sunny.id, programName: 'Sunny Days', status: 'pending', reason: null, decidedAt: null });
    claimId = made.id;

    expectError(await as(provider, 'POST', '/api/provider/claims', claimFor(sunny)), 409, messages.providerApi.claimPending, 'CLAIM_PENDING');
    const own = claim.array().parse((await as(provider, 'GET', '/api/provider/claims')).json());
    expect(own.map((item) => item.id)).toEqual([claimId]);
  });

  it('lets nobody edit the listing before the claim is approved', async () => {
    expectError(await section('openings', openings(2)), 403, messages.providerApi.managersOnly, 'FORBIDDEN');
    expect((await as(provider, 'GET', '/api/provider/programs')).json()).toEqual([]);
  });

  it('shows operators the pending claim beside the program facts, and only operators', async () => {
    expectError(await as(provider, 'GET', '/api/operator/claims'), 403, messages.providerApi.operatorsOnly, 'FORBIDDEN');
    const pending = claimForReview.array().parse((await as(operator, 'GET', '/api/operator/claims?status=pending')).json());
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: claimId, program: { id: sunny.id, licenseNumber: 'EEC-1234' } });
    expect(pending[0]?.claimant).toEqual({ id: provider.user.id, name: 'Rosa Diaz', email: provider.user.emailId });
  });

  it('approves once: the claimant becomes a manager, a second decision is a 409', async () => {
    const approved = await as(operator, 'POST', `/api/operator/claims/${claimId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(claim.parse(approved.json())).toMatchObject({ status: 'approved', reason: null });
    expectError(await as(operator, 'POST', `/api/operator/claims/${claimId}/approve`), 409, messages.providerApi.claimDecided, 'CLAIM_DECIDED');
    expectError(await as(operator, 'POST', `/api/operator/claims/${claimId}/reject`, { reason: 'Too late' }), 409, messages.providerApi.claimDecided);
    expectError(await as(operator, 'POST', '/api/operator/claims/no-such-claim/approve'), 404, messages.providerApi.claimNotFound);
    expectError(await as(provider, 'POST', '/api/provider/claims', claimFor(sunny)), 409, messages.providerApi.alreadyManager, 'ALREADY_MANAGER');

    expect((await as(operator, 'GET', '/api/operator/claims')).json()).toEqual([]);
    const decided = claimForReview.array().parse((await as(operator, 'GET', '/api/operator/claims?status=approved')).json());
    expect(decided.map((item) => item.id)).toEqual([claimId]);
    const managed = managedProgram.array().parse((await as(provider, 'GET', '/api/provider/programs')).json());
    expect(managed.map((item) => [item.program.id, item.listing, item.tokens])).toEqual([
      [sunny.id, { openings: null, tuition: null, hours: null, offers: null }, []],
    ]);
  });

  it('saves each section on its own, stamped, and the program page shows it', async () => {
    const saved = await section('openings', openings(2));
    expect(saved.statusCode).toBe(200);
    expect(listing.parse(saved.json()).openings).toMatchObject({ data: openings(2), updatedVia: 'provider' });
    for (const [name, payload] of Object.entries({ tuition, hours, offers })) expect((await section(name, payload)).statusCode, name).toBe(200);

    const page = programWithListing.parse((await t.app.inject({ url: `/api/catalogue/${sunny.id}` })).json());
    expect(page.listing.tuition?.data).toEqual(tuition);
    expect(page.listing.hours?.data).toEqual(hours);
    expect(page.listing.offers?.data.description).toBe(offers.description);
  });

  it('refuses seats above the capacity and impossible values, naming the field, and keeps what was saved', async () => {
    expectError(await section('openings', openings(21)), 400, "ageGroups.0.openSeats must be at most the program's capacity (20)", 'VALIDATION_ERROR');
    const crowded = { ageGroups: ['infant', 'toddler', 'preschool'].map((ageGroup) => ({ ...openings(8).ageGroups[0], ageGroup })) };
    expectError(await section('openings', crowded), 400, /^ageGroups: the open seats together must be at most/, 'VALIDATION_ERROR');
    expectError(await section('hours', { ...hours, week: { ...hours.week, mon: { open: '18:00', close: '07:00' } } }), 400, 'close must be after open');
    const inverted = { ...tuition, rates: [{ ...tuition.rates[0], minDollars: 3000 }] };
    expectError(await section('tuition', inverted), 400, 'minDollars must not be above maxDollars');
    expectError(await section('offers', { ...offers, languages: ['xx'] }), 400, /language/);

    const page = programWithListing.parse((await t.app.inject({ url: `/api/catalogue/${sunny.id}` })).json());
    expect(page.listing.openings?.data).toEqual(openings(2));
  });

  it('logs each changed field with its old and new value, and confirms openings without changing them', async () => {
    const before = listing.parse((await section('openings', openings(3))).json()).openings;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const confirmed = await as(provider, 'POST', `/api/provider/programs/${sunny.id}/openings/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const after = listing.parse(confirmed.json()).openings;
    expect(after?.data).toEqual(before?.data);
    expect((after?.updatedAt ?? '') > (before?.updatedAt ?? '')).toBe(true);

    const entries = await audit();
    expect(entries.map((entry) => entry.action)).toEqual([
      'openings-confirmed',
      'openings-updated',
      'offers-updated',
      'hours-updated',
      'tuition-updated',
      'openings-updated',
      'claim-approved',
    ]);
    const [confirm, change] = entries;
    expect(confirm?.changes).toEqual([{ field: 'updatedAt', old: before?.updatedAt, new: after?.updatedAt }]);
    expect(change?.changes).toEqual([{ field: 'ageGroups.infant.openSeats', old: 2, new: 3 }]);
    expect(change?.actor).toEqual({ id: provider.user.id, name: 'Rosa Diaz', email: provider.user.emailId });
    expect(entries.find((entry) => entry.action === 'hours-updated')?.changes).toContainEqual({ field: 'week.mon.open', old: null, new: '07:30' });
    expect(entries.at(-1)).toMatchObject({
      actor: { id: operator.user.id },
      via: null,
      changes: [
        { field: 'claimant', old: null, new: `Rosa Diaz <${provider.user.emailId}>` },
        { field: 'status', old: 'pending', new: 'approved' },
      ],
    });
  });

  it('rejects with a reason the claimant sees, and logs it', async () => {
    const other = await registerVerified(t.app, t.database.db);
    const filed = claim.parse((await as(other, 'POST', '/api/provider/claims', claimFor(sunny))).json());
    expectError(await as(operator, 'POST', `/api/operator/claims/${filed.id}/reject`, { reason: '' }), 400, 'Reason is required');
    const rejected = await as(operator, 'POST', `/api/operator/claims/${filed.id}/reject`, { reason: 'We could not reach you at that number.' });
    expect(claim.parse(rejected.json())).toMatchObject({ status: 'rejected', reason: 'We could not reach you at that number.' });
    const own = claim.array().parse((await as(other, 'GET', '/api/provider/claims')).json());
    expect(own[0]).toMatchObject({ status: 'rejected', reason: 'We could not reach you at that number.' });
    expect(own[0]?.decidedAt).not.toBeNull();
    expectError(await as(other, 'PUT', `/api/provider/programs/${sunny.id}/openings`, openings(1)), 403, messages.providerApi.managersOnly);
    expect((await audit())[0]).toMatchObject({ action: 'claim-rejected', changes: expect.arrayContaining([{ field: 'reason', old: null, new: 'We could not reach you at that number.' }]) });
  });

  it('lists and revokes managers; a revoked manager can no longer edit', async () => {
    const managers = (await as(operator, 'GET', `/api/operator/programs/${sunny.id}/managers`)).json() as { id: string; since: string }[];
    expect(managers.map((manager) => manager.id)).toEqual([provider.user.id]);
    expect((await as(operator, 'DELETE', `/api/operator/programs/${sunny.id}/managers/${provider.user.id}`)).statusCode).toBe(204);
    expectError(await as(operator, 'DELETE', `/api/operator/programs/${sunny.id}/managers/${provider.user.id}`), 404, messages.providerApi.managerNotFound);
    expectError(await section('openings', openings(1)), 403, messages.providerApi.managersOnly);
    expect((await as(provider, 'GET', '/api/provider/programs')).json()).toEqual([]);
    expect((await audit())[0]).toMatchObject({ action: 'manager-revoked', changes: [{ field: 'manager', old: `Rosa Diaz <${provider.user.emailId}>`, new: null }] });
  });
});
