import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { auditEntry } from '#shared/schemas/operator.js';
import { accountWithEverything, rowsOf, snapshot, type Everything } from '#server/test/account-with-everything.js';
import { bearer, logIn, nextRemoteAddress } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { deleteAccount, type DeletionStep } from './account-deletion.service.js';
import { useTestApp } from '#server/test/use-test-app.js';

const reviewed = makeProgram({ lat: 42.37, lng: -71.11, name: 'Reviewed Place' });
const managed = makeProgram({ lat: 42.38, lng: -71.12, name: 'Managed Place' });
const STEPS: DeletionStep[] = ['reviews', 'parent-data', 'roles', 'audit'];

/** Deleting an account removes what it holds in one transaction, and keeps the audit without the person (docs/decisions/0035). */
describe.each(testEngines)('deleting an account on %s', (engine) => {
  const t = useTestApp(engine, {}, [reviewed, managed]);

  const remove = (token: string, id: string, payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token), payload: payload as object, remoteAddress: nextRemoteAddress() });
  const programRating = async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/catalogue/${reviewed.id}` });
    const { rating, reviewCount } = answer.json() as { rating: number | null; reviewCount: number };
    return { rating, reviewCount };
  };
  const reviewCounts = (id: string) =>
    t.database.db.selectFrom('reviews').select(['helpfulCount', 'openReports']).where('id', '=', id).executeTakeFirst();

  it('refuses a wrong or missing password with a 400 and changes nothing', async () => {
    const { account } = await accountWithEverything(t.app, t.database.db, reviewed, managed);
    const before = await snapshot(t.database.db);
    const wrong = await remove(account.token, account.user.id, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: messages.auth.wrongPassword, code: 'WRONG_PASSWORD' });
    const missing = await remove(account.token, account.user.id, {});
    expect(missing.statusCode).toBe(400);
    expect(errorResponse.parse(missing.json()).error).toMatch(/Password/);
    expect(await snapshot(t.database.db)).toEqual(before);
    await deleteAccountOf(account);
  });

  async function deleteAccountOf(account: Everything['account']) {
    const answer = await remove(account.token, account.user.id, { password: account.password });
    expect(answer.statusCode, answer.body).toBe(204);
  }

  it('removes the account and everything it holds, recounts the rating, and keeps the audit without the person', async () => {
    const { account, other, operator, ownReviewId, otherReviewId } = await accountWithEverything(t.app, t.database.db, reviewed, managed);
    const held = await rowsOf(t.database.db, account.user.id);
    for (const [table, count] of Object.entries(held)) expect(count, `${table} before`).toBeGreaterThan(0);
    const ratingBefore = await programRating();
    // Other tests' other parents left one-star reviews of the same program.
    const othersBefore = ratingBefore.reviewCount - 1;
    expect(ratingBefore.rating).toBe(Math.round(((othersBefore + 5) / ratingBefore.reviewCount) * 10) / 10);
    expect(await reviewCounts(otherReviewId)).toEqual({ helpfulCount: 1, openReports: 1 });
    const otherBefore = await rowsOf(t.database.db, other.user.id);

    await deleteAccountOf(account);

    for (const [table, count] of Object.entries(await rowsOf(t.database.db, account.user.id))) expect(count, table).toBe(0);
    // The other parent keeps everything but their vote on the deleted review.
    expect(await rowsOf(t.database.db, other.user.id)).toEqual({ ...otherBefore, reviewHelpfulVotes: (otherBefore.reviewHelpfulVotes ?? 0) - 1 });
    // The review is gone, the rating counts only the other parent's, in the database and in the page.
    expect(await reviewCounts(ownReviewId)).toBeUndefined();
    expect(await reviewCounts(otherReviewId)).toEqual({ helpfulCount: 0, openReports: 0 });
    expect(await programRating()).toEqual({ rating: 1, reviewCount: othersBefore });
    // Nothing in the database names the account any more: not its id, not its address.
    const everything = JSON.stringify(await snapshot(t.database.db));
    expect(everything).not.toContain(account.user.id);
    expect(everything).not.toContain(account.user.emailId);

    // The operator still reads what happened on the program it managed, by a deleted account.
    const audit = await t.app.inject({ method: 'GET', url: `/api/operator/programs/${managed.id}/audit`, headers: bearer(operator.token) });
    expect(audit.statusCode).toBe(200);
    const entries = auditEntry.array().parse(audit.json());
    const approval = entries.find((entry) => entry.action === 'claim-approved');
    expect(approval?.changes).toContainEqual({ field: 'claimant', old: null, new: 'deleted account' });
    const token = entries.find((entry) => entry.action === 'token-created');
    expect(token).toMatchObject({ actor: null, via: null });

    // Every token of the account ends at once, and its password opens nothing.
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${account.user.id}/profile`, headers: bearer(account.token) });
    expect(profile.statusCode).toBe(401);
    const login = await logIn(t.app, { emailId: account.user.emailId, password: account.password });
    expect(login.statusCode).toBe(401);
    expect((await remove(account.token, account.user.id, { password: account.password })).statusCode).toBe(401);
  });

  it.each(STEPS)('leaves nothing half-deleted when the transaction fails after %s', async (failAt) => {
    const { account } = await accountWithEverything(t.app, t.database.db, reviewed, managed);
    const before = await snapshot(t.database.db);
    const ratingBefore = await programRating();
    const applied: unknown[] = [];
    const failing = deleteAccount(
      {
        db: t.database.db,
        ratings: { applyRating: (rating) => applied.push(rating) },
        afterStep: async (step) => {
          if (step === failAt) throw new Error(`failure after ${step}`);
        },
      },
      account.user.id,
      account.password,
    );
    await expect(failing).rejects.toThrow(`failure after ${failAt}`);
    expect(await snapshot(t.database.db)).toEqual(before);
    expect(applied).toEqual([]);
    expect(await programRating()).toEqual(ratingBefore);
    await deleteAccountOf(account);
  });
});
