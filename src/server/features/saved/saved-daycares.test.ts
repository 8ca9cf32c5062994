import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { SAVED_DAYCARE_DEFAULTS, savedDaycare, savedDaycareList } from '#shared/schemas/saved.js';
import { bearer, registerParent, type Parent } from '#server/test/factories.js';
import { reviewBody } from '#server/test/review-factories.js';
import { registerVerified } from '#server/test/role-factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { savedListRequests } from '#server/test/saved-list-requests.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const acorns = makeProgram({
  lat: 42.373,
  lng: -71.119,
  name: 'Little Acorns Early Learning',
  address: '5 Oak Ave',
  city: 'Cambridge',
  state: 'MA',
  zip: '02139',
  phone: '617-555-0100',
  email: 'hello@acorns.example',
  website: 'https://acorns.example',
  capacity: 40,
  licenseNumber: 'EEC-1001',
});
const acornsAddress = '5 Oak Ave, Cambridge, MA 02139';

const fullPayload = {
  name: 'Sunny Days Daycare',
  address: '12 Elm St, Somerville, MA 02144',
  city: 'Somerville',
  state: 'MA',
  zipCode: '02144',
  phoneNumber: '617-555-0142',
  email: 'info@sunnydays.example',
  website: 'https://sunnydays.example',
  capacity: 24,
  licenseNumber: 'EEC-2002',
};

describe.each(testEngines)('saved daycares API on %s', (engine) => {
  const t = useTestApp(engine, {}, [acorns]);

  const { save, list, remove } = savedListRequests(() => t.app, 'daycares', savedDaycareList);
  const rowsOf = (parent: Parent) =>
    t.database.db.selectFrom('savedDaycares').selectAll().where('userId', '=', parent.user.id).execute();

  describe('POST /api/daycares', () => {
    it('saves the payload as sent and answers with the saved record', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, fullPayload);
      expect(response.statusCode).toBe(201);
      const body = savedDaycare.parse(response.json());
      expect(body).toEqual({ ...fullPayload, id: expect.any(String), placeId: null, savedAt: expect.any(String), rating: null, reviewCount: 0 });
      expect(new Date(body.savedAt).toISOString()).toBe(body.savedAt);
      expect(await list(parent)).toEqual([body]);
    });

    it('fills every missing value with its default', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, { name: '  ', capacity: null });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ...SAVED_DAYCARE_DEFAULTS, placeId: null });
    });

    it('derives city, state and ZIP from the address by its commas when they are absent', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, { name: 'Elm Kids', address: '12 Elm St, Somerville, MA 02144' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ city: 'Somerville', state: 'MA', zipCode: '02144' });
    });

    it('fills the record from the catalogue when placeId names a program, the catalogue winning', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, { placeId: acorns.id, name: 'Renamed by the client', capacity: 2 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        placeId: acorns.id,
        name: acorns.name,
        address: acornsAddress,
        city: 'Cambridge',
        state: 'MA',
        zipCode: '02139',
        phoneNumber: '617-555-0100',
        email: 'hello@acorns.example',
        website: 'https://acorns.example',
        capacity: 40,
        licenseNumber: 'EEC-1001',
      });
    });

    it('keeps a placeId the catalogue does not know, with the values sent', async () => {
      const parent = await registerParent(t.app);
      const response = await save(parent, { placeId: 'ChIJ-google-place', name: 'Maple House', address: '3 Maple St, Quincy' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ placeId: 'ChIJ-google-place', name: 'Maple House', city: 'Quincy', state: 'N/A' });
    });

    it.each([
      ['the same placeId', { placeId: acorns.id }, { placeId: acorns.id, name: 'Another name' }],
      ['the same name and address', { name: 'Elm Kids', address: '1 Elm St' }, { name: 'Elm Kids', address: '1 Elm St', phoneNumber: '1' }],
      ['a catalogue program, then its name and address', { placeId: acorns.id }, { name: acorns.name, address: acornsAddress }],
    ])('answers 409 for %s saved twice and keeps one row', async (_case, first, second) => {
      const parent = await registerParent(t.app);
      expect((await save(parent, first)).statusCode).toBe(201);
      const again = await save(parent, second);
      expect(again.statusCode).toBe(409);
      expect(errorResponse.parse(again.json())).toMatchObject({ success: false, error: messages.validation.alreadySaved });
      expect(await rowsOf(parent)).toHaveLength(1);
    });

    it.each([
      ['placeId', { placeId: acorns.id }],
      ['name and address', { name: 'Race Kids', address: '9 Race St, Boston, MA 02110' }],
    ])('keeps exactly one of two identical saves racing by %s', async (_case, payload) => {
      const parent = await registerParent(t.app);
      const responses = await Promise.all([save(parent, payload), save(parent, payload), save(parent, payload)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await rowsOf(parent)).toHaveLength(1);
    });

    it('lets two parents save the same program', async () => {
      const first = await registerParent(t.app);
      const second = await registerParent(t.app);
      expect((await save(first, { placeId: acorns.id })).statusCode).toBe(201);
      expect((await save(second, { placeId: acorns.id })).statusCode).toBe(201);
    });

    it.each([
      ['a name that is not text', { name: 42 }, 'Name must be text'],
      ['a name too long', { name: 'x'.repeat(301) }, 'Name must be at most 300 characters'],
      ['an address too long', { address: 'x'.repeat(301) }, 'Address must be at most 300 characters'],
      ['a capacity as text', { capacity: 'twelve' }, 'Capacity must be a number'],
      ['a fractional capacity', { capacity: 2.5 }, 'Capacity must be a whole number'],
      ['a negative capacity', { capacity: -1 }, 'Capacity cannot be negative'],
      ['a placeId that is not text', { placeId: { id: 1 } }, 'Place id must be text'],
      ['a body that is a list', ['a list'], 'The request body must be a JSON object'],
    ])('rejects %s with a 400 naming the field and saves nothing', async (_case, payload, text) => {
      const parent = await registerParent(t.app);
      const response = await save(parent, payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json())).toMatchObject({ success: false, error: text });
      expect(await rowsOf(parent)).toHaveLength(0);
    });
  });

  describe('GET /api/users/:userId/daycares', () => {
    it('lists only the parent own saves, newest first', async () => {
      const parent = await registerParent(t.app);
      const other = await registerParent(t.app);
      await save(other, { name: 'Not mine' });
      const names = ['First', 'Second', 'Third'];
      for (const name of names) {
        expect((await save(parent, { name })).statusCode).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      expect((await list(parent)).map((daycare) => daycare.name)).toEqual(['Third', 'Second', 'First']);
    });

    it('answers an empty list for a parent who saved nothing', async () => {
      expect(await list(await registerParent(t.app))).toEqual([]);
    });
  });

  describe('DELETE /api/daycares/:id', () => {
    it('removes the parent own save, then answers 404 for it', async () => {
      const parent = await registerParent(t.app);
      const kept = savedDaycare.parse((await save(parent, { name: 'Kept' })).json());
      const gone = savedDaycare.parse((await save(parent, { name: 'Gone' })).json());
      const response = await remove(parent, gone.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await list(parent)).toEqual([kept]);
      const again = await remove(parent, gone.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, error: messages.saved.daycareNotFound });
    });

    it("shows a saved program's rating as it is now, moving with each review", async () => {
      const parent = await registerParent(t.app);
      const saved = savedDaycare.parse((await save(parent, { placeId: acorns.id })).json());
      expect(saved).toMatchObject({ rating: null, reviewCount: 0 });
      for (const stars of [5, 4]) {
        const reviewer = await registerVerified(t.app, t.database.db);
        const review = await t.app.inject({
          method: 'POST',
          url: `/api/catalogue/${acorns.id}/reviews`,
          headers: bearer(reviewer.token),
          payload: reviewBody({ stars }),
        });
        expect(review.statusCode).toBe(201);
      }
      expect(await list(parent)).toEqual([{ ...saved, rating: 4.5, reviewCount: 2 }]);
    });

    it('lets the parent save a program again after removing it', async () => {
      const parent = await registerParent(t.app);
      const first = savedDaycare.parse((await save(parent, { placeId: acorns.id })).json());
      expect((await remove(parent, first.id)).statusCode).toBe(204);
      expect((await save(parent, { placeId: acorns.id })).statusCode).toBe(201);
    });

    it('answers 404 for an unknown id', async () => {
      const parent = await registerParent(t.app);
      expect((await remove(parent, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
  ])('answers 401 on every endpoint with %s', async (_case, headers) => {
    const parent = await registerParent(t.app);
    const saved = savedDaycare.parse((await save(parent, { name: 'Guarded' })).json());
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/daycares', headers, payload: { name: 'Sneaky' } }),
      t.app.inject({ url: `/api/users/${parent.user.id}/daycares`, headers }),
      t.app.inject({ method: 'DELETE', url: `/api/daycares/${saved.id}`, headers }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: messages.auth.unauthorized });
    }
    expect(await list(parent)).toEqual([saved]);
  });

  it('describes the saving and settings endpoints in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/{userId}/daycares',
        '/api/routes',
        '/api/routes/{id}',
        '/api/users/{userId}/routes',
        '/api/users/{id}/password',
        '/api/users/{id}/preferences',
      ]),
    );
    expect(Object.keys(document.paths['/api/daycares']?.post?.responses ?? {})).toEqual(['201', '400', '401', '409']);
    expect(Object.keys(document.paths['/api/daycares/{id}']?.delete?.responses ?? {})).toEqual(['204', '400', '401', '404']);
  });
});
