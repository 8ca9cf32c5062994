import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { moderatedReview, review, reviewPage } from '#shared/schemas/reviews.js';
import { nearbyResponse } from '#shared/schemas/search.js';
import { auditEntry } from '#shared/schemas/operator.js';
import { bearer, nextRemoteAddress, registerParent } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { reviewBody } from '#server/test/review-factories.js';
import { registerManager, registerOperator, registerVerified, type Account } from '#server/test/role-factories.js';
import { createTestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';
import { REPORTS_PER_HOUR, REVIEWS_PER_HOUR } from './reviews.routes.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const sunny = makeProgram({ lat: 42.37, lng: -71.11, name: 'Sunny Days' });
const acorns = makeProgram({ lat: 42.371, lng: -71.111, name: 'Little Acorns' });

describe.each(testEngines)('parent reviews on %s', (engine) => {
  const t = useTestApp(engine, {}, [sunny, acorns]);
  let operator: Account;
  let manager: Account;
  beforeAll(async () => {
    operator = await registerOperator(t.app, t.database.db);
    manager = await registerManager(t.app, t.database.db, sunny, operator);
  });

  const as = (account: Account | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: account ? bearer(account.token) : {}, remoteAddress: nextRemoteAddress() });
  const page = async (programId: string, account: Account | null = null, query = '') =>
    reviewPage.parse((await as(account, 'GET', `/api/catalogue/${programId}/reviews${query}`)).json());
  const errorOf = (response: { json(): unknown }) => errorResponse.parse(response.json()).error;
  /** What a results list shows for the two programs, in "Highest Rated" order. */
  const results = async () =>
    nearbyResponse
      .parse((await as(null, 'GET', `/api/search/nearby?lat=42.37&lng=-71.11&radius=2000&sort=rating`)).json())
      .daycares.map(({ name, rating, reviews }) => ({ name, rating, reviews }));

  it('takes one review per verified parent, recounts the rating and shows it in the search at once', async () => {
    const parent = await registerVerified(t.app, t.database.db);
    const created = await as(parent, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody({ stars: 5 }));
    expect(created.statusCode).toBe(201);
    const body = review.parse(created.json());
    expect(body).toMatchObject({ stars: 5, edited: false, mine: true, authorName: 'Maya O.', relationship: 'current', ageGroup: 'toddler' });

    const again = await as(parent, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody({ stars: 1 }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(messages.reviewsApi.alreadyReviewed);

    expect((await page(sunny.id)).summary).toEqual({ rating: 5, reviewCount: 1, distribution: [0, 0, 0, 0, 1] });
    expect((await page(sunny.id, parent)).writeStatus).toBe('written');
    expect((await page(acorns.id, parent)).writeStatus).toBe('can-write');
    expect(await results()).toContainEqual({ name: 'Sunny Days', rating: 5, reviews: 1 });
    const program = await t.database.db.selectFrom('cataloguePrograms').select(['rating', 'reviewCount']).where('id', '=', sunny.id).executeTakeFirstOrThrow();
    expect(program).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('refuses an unverified email with the reason, and out-of-range stars or text naming the field', async () => {
    const unverified = await registerParent(t.app);
    expect((await page(acorns.id, unverified)).writeStatus).toBe('verify-email');
    expect((await page(acorns.id)).writeStatus).toBe('sign-in');
    const refused = await as(unverified, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(messages.reviewsApi.verifyEmailFirst);

    const parent = await registerVerified(t.app, t.database.db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ stars: 0 }, /^stars/],
      [{ stars: 6 }, /^stars/],
      [{ stars: 4.5 }, /^stars/],
      [{ text: 'Too short to help anyone.' }, /^text must be at least 30/],
      [{ text: 'x'.repeat(2001) }, /^text must be at most 2000/],
      [{ relationship: 'neighbour' }, /^relationship/],
      [{ ageGroup: 'teen' }, /ageGroup/],
    ];
    for (const [change, expected] of cases) {
      const response = await as(parent, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response), JSON.stringify(change)).toMatch(expected);
    }
    expect((await as(parent, 'POST', '/api/catalogue/test:nowhere/reviews', reviewBody())).statusCode).toBe(404);
    expect((await page(acorns.id)).summary.reviewCount).toBe(0);
  });

  it('lets the author edit (shown as edited) and delete, and nobody else', async () => {
    const author = await registerVerified(t.app, t.database.db);
    const other = await registerVerified(t.app, t.database.db);
    const id = review.parse((await as(author, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody({ stars: 2 }))).json()).id;

    const hijack = await as(other, 'PUT', `/api/reviews/${id}`, reviewBody({ stars: 5, text: 'Rewritten by someone else entirely, oh dear.' }));
    expect(hijack.statusCode).toBe(403);
    expect((await as(other, 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(403);
    expect((await page(acorns.id)).reviews.map((shown) => [shown.stars, shown.edited])).toEqual([[2, false]]);

    const edited = await as(author, 'PUT', `/api/reviews/${id}`, reviewBody({ stars: 3, ageGroup: null }));
    expect(edited.statusCode).toBe(200);
    expect(review.parse(edited.json())).toMatchObject({ stars: 3, edited: true, ageGroup: null });
    expect((await page(acorns.id)).summary).toMatchObject({ rating: 3, reviewCount: 1 });

    expect((await as(author, 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(204);
    expect((await page(acorns.id)).summary).toEqual({ rating: null, reviewCount: 0, distribution: [0, 0, 0, 0, 0] });
    expect(await results()).toContainEqual({ name: 'Little Acorns', rating: null, reviews: 0 });
  });

  it('counts helpful once per parent, never the author; pages sort by most helpful', async () => {
    const first = await registerVerified(t.app, t.database.db);
    const second = await registerVerified(t.app, t.database.db);
    const early = review.parse((await as(first, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody({ stars: 4 }))).json());
    const late = review.parse((await as(second, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody({ stars: 2 }))).json());

    expect((await as(first, 'POST', `/api/reviews/${early.id}/helpful`)).statusCode).toBe(403);
    for (let i = 0; i < 2; i += 1) {
      const marked = await as(second, 'POST', `/api/reviews/${early.id}/helpful`);
      expect(marked.json()).toEqual({ helpfulCount: 1, markedHelpful: true });
    }
    expect((await page(acorns.id, null, '?sort=newest')).reviews.map((shown) => shown.id)).toEqual([late.id, early.id]);
    const helpful = await page(acorns.id, second, '?sort=helpful&limit=1');
    expect(helpful.reviews.map((shown) => [shown.id, shown.helpfulCount, shown.markedHelpful])).toEqual([[early.id, 1, true]]);
    expect(helpful.total).toBe(2);
    expect(helpful.own?.id).toBe(late.id);
    expect((await page(acorns.id, null, '?sort=helpful&offset=1&limit=1')).reviews.map((shown) => shown.id)).toEqual([late.id]);
    expect((await as(null, 'GET', `/api/catalogue/${acorns.id}/reviews?sort=best`)).statusCode).toBe(400);
  });

  it('takes a report with a reason; an operator hides and restores with a reason, audit logged, the rating following', async () => {
    const author = await registerVerified(t.app, t.database.db);
    const reporter = await registerParent(t.app);
    const id = review.parse((await as(author, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody({ stars: 1 }))).json()).id;
    const before = (await page(sunny.id)).summary;

    expect((await as(reporter, 'POST', `/api/reviews/${id}/report`, { reason: 'rude' })).statusCode).toBe(400);
    expect((await as(author, 'POST', `/api/reviews/${id}/report`, { reason: 'spam' })).statusCode).toBe(403);
    expect((await as(reporter, 'POST', `/api/reviews/${id}/report`, { reason: 'personal-info' })).json()).toEqual({ reported: true });
    expect((await page(sunny.id, reporter)).reviews.find((shown) => shown.id === id)?.reported).toBe(true);

    expect((await as(reporter, 'GET', '/api/operator/reviews?status=reported')).statusCode).toBe(403);
    const reported = moderatedReview.array().parse((await as(operator, 'GET', '/api/operator/reviews?status=reported')).json());
    expect(reported.find((shown) => shown.id === id)?.reports.map((report) => report.reason)).toEqual(['personal-info']);

    expect((await as(operator, 'POST', `/api/operator/reviews/${id}/hide`, {})).statusCode).toBe(400);
    const hidden = await as(operator, 'POST', `/api/operator/reviews/${id}/hide`, { reason: 'Names a teacher and a child.' });
    expect(hidden.statusCode).toBe(200);
    expect(moderatedReview.parse(hidden.json())).toMatchObject({ hidden: true, hiddenReason: 'Names a teacher and a child.' });
    expect((await as(operator, 'POST', `/api/operator/reviews/${id}/hide`, { reason: 'Again' })).statusCode).toBe(409);

    const whileHidden = await page(sunny.id, author);
    expect(whileHidden.reviews.map((shown) => shown.id)).not.toContain(id);
    expect(whileHidden.own).toMatchObject({ id, hidden: true });
    expect(whileHidden.summary.reviewCount).toBe(before.reviewCount - 1);
    expect((await as(reporter, 'POST', `/api/reviews/${id}/helpful`)).statusCode).toBe(404);
    const list = moderatedReview.array().parse((await as(operator, 'GET', '/api/operator/reviews?status=reported')).json());
    expect(list.map((shown) => shown.id)).not.toContain(id);
    expect(moderatedReview.array().parse((await as(operator, 'GET', '/api/operator/reviews?status=hidden')).json()).map((shown) => shown.id)).toContain(id);

    expect((await as(operator, 'POST', `/api/operator/reviews/${id}/restore`, { reason: 'The author removed the names.' })).statusCode).toBe(200);
    expect((await page(sunny.id)).summary).toEqual(before);

    const audit = auditEntry.array().parse((await as(operator, 'GET', `/api/operator/programs/${sunny.id}/audit`)).json());
    expect(audit.slice(0, 2).map((entry) => [entry.action, entry.actor?.id, entry.changes])).toEqual([
      ['review-restored', operator.user.id, [{ field: `reviews.${id}.hidden`, old: true, new: false }, { field: 'reason', old: null, new: 'The author removed the names.' }]],
      ['review-hidden', operator.user.id, [{ field: `reviews.${id}.hidden`, old: false, new: true }, { field: 'reason', old: null, new: 'Names a teacher and a child.' }]],
    ]);
  });

  it('lets a manager of the program post one reply and edit it; nobody else', async () => {
    const author = await registerVerified(t.app, t.database.db);
    const id = review.parse((await as(author, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody())).json()).id;
    const otherManager = await registerManager(t.app, t.database.db, acorns, operator);
    for (const intruder of [author, otherManager, operator]) {
      const refused = await as(intruder, 'PUT', `/api/reviews/${id}/reply`, { text: 'Not mine to answer.' });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toBe(messages.reviewsApi.managersOnly);
    }
    expect((await as(manager, 'PUT', '/api/reviews/nope/reply', { text: 'Hello' })).statusCode).toBe(404);
    expect((await page(sunny.id, manager)).canReply).toBe(true);
    expect((await page(sunny.id, manager)).writeStatus).toBe('manager');
    const ownProgram = await as(manager, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody({ stars: 5 }));
    expect([ownProgram.statusCode, errorOf(ownProgram)]).toEqual([403, messages.reviewsApi.managersCannotReview]);
    expect((await page(sunny.id, author)).canReply).toBe(false);

    const first = review.parse((await as(manager, 'PUT', `/api/reviews/${id}/reply`, { text: 'Thank you, we love that garden too.' })).json());
    expect(first.reply).toMatchObject({ text: 'Thank you, we love that garden too.', edited: false });
    const second = review.parse((await as(manager, 'PUT', `/api/reviews/${id}/reply`, { text: 'Thank you!' })).json());
    expect(second.reply).toMatchObject({ text: 'Thank you!', edited: true, at: first.reply?.at });
    expect((await page(sunny.id)).reviews.find((shown) => shown.id === id)?.reply?.text).toBe('Thank you!');
  });

  it('sorts Highest Rated by a Bayesian average: many good reviews beat one perfect one', async () => {
    const programs = ['One Perfect', 'Many Good', 'So So'].map((name, at) => makeProgram({ lat: 42.3 + at / 10_000, lng: -71.1, name }));
    const fresh = await createTestApp(engine, {}, programs);
    try {
      const [perfect, good, middling] = await Promise.all(['One Perfect', 'Many Good', 'So So'].map(async (name) => {
        const found = nearbyResponse.parse((await fresh.app.inject({ url: `/api/search/nearby?lat=42.3&lng=-71.1&radius=1000&keyword=${encodeURIComponent(name)}` })).json());
        return found.daycares[0]?.id ?? '';
      }));
      const post = async (programId: string, stars: number) => {
        const parent = await registerVerified(fresh.app, fresh.database.db);
        const response = await fresh.app.inject({ method: 'POST', url: `/api/catalogue/${programId}/reviews`, payload: reviewBody({ stars }), headers: bearer(parent.token), remoteAddress: nextRemoteAddress() });
        expect(response.statusCode).toBe(201);
      };
      await post(perfect ?? '', 5);
      for (const stars of [5, 5, 4, 5, 5, 4, 5, 5, 4, 5]) await post(good ?? '', stars);
      // The rest of the catalogue: its mean (3.9 here) is what a program with few reviews is pulled towards.
      for (let i = 0; i < 10; i += 1) await post(middling ?? '', 3);
      const ranked = nearbyResponse.parse((await fresh.app.inject({ url: '/api/search/nearby?lat=42.3&lng=-71.1&radius=1000&sort=rating' })).json()).daycares;
      expect(ranked.map(({ name, rating, reviews }) => [name, rating, reviews])).toEqual([
        ['Many Good', 4.7, 10],
        ['One Perfect', 5, 1],
        ['So So', 3, 10],
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('limits reviews per account', async () => {
    const eager = await registerVerified(t.app, t.database.db);
    expect((await as(eager, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody())).statusCode).toBe(201);
    for (let i = 1; i < REVIEWS_PER_HOUR; i += 1) expect((await as(eager, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody())).statusCode).toBe(409);
    const limited = await as(eager, 'POST', `/api/catalogue/${sunny.id}/reviews`, reviewBody());
    expect([limited.statusCode, errorOf(limited)]).toEqual([429, messages.reviewsApi.tooManyReviews]);
  });

  it('limits reports per account', async () => {
    const author = await registerVerified(t.app, t.database.db);
    const reporter = await registerParent(t.app);
    const id = review.parse((await as(author, 'POST', `/api/catalogue/${acorns.id}/reviews`, reviewBody())).json()).id;
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) expect((await as(reporter, 'POST', `/api/reviews/${id}/report`, { reason: 'spam' })).statusCode).toBe(200);
    const limited = await as(reporter, 'POST', `/api/reviews/${id}/report`, { reason: 'spam' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toBe(messages.reviewsApi.tooManyReports);
    // Another account is not limited by this one.
    expect((await as(await registerParent(t.app), 'POST', `/api/reviews/${id}/report`, { reason: 'spam' })).statusCode).toBe(200);
  });
});
