import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { authSuccess, profileResponse } from '#shared/schemas/accounts.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { bearer, nextRemoteAddress, parentDetails, registerParent } from '#server/test/factories.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

describe.each(testEngines)('accounts API on %s', (engine) => {
  const t = useTestApp(engine);

  const post = (url: string, payload: unknown, remoteAddress = nextRemoteAddress()) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  describe('POST /api/auth/register', () => {
    it('creates the parent, returns the user without secrets and a signed token', async () => {
      const details = parentDetails({ emailId: '  Maya.Register@Example.COM ' });
      const response = await post('/api/auth/register', details);

      expect(response.statusCode).toBe(201);
      const body = authSuccess.parse(response.json());
      expect(body.user).toMatchObject({
        firstName: 'Maya',
        lastName: 'Okafor',
        emailId: 'maya.register@example.com',
        address: details.address,
        phoneNumber: details.phoneNumber,
      });
      expect(Object.keys(body.user).sort()).toEqual(
        ['address', 'createdAt', 'emailId', 'emailVerified', 'firstName', 'id', 'language', 'lastName', 'phoneNumber'].sort(),
      );
      expect(response.body).not.toContain(details.password);
      expect(response.body).not.toContain('scrypt');
      const [, payload] = body.token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
      expect(body.user.emailVerified).toBe(false);
      expect(claims).toMatchObject({ userId: body.user.id, sub: body.user.id, ver: 0 });
      expect(typeof claims.exp).toBe('number');
    });

    it('stores a salted hash, never the password', async () => {
      const first = await registerParent(t.app, { password: 'same password 1' });
      const second = await registerParent(t.app, { password: 'same password 1' });
      const rows = await t.database.db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where('id', 'in', [first.user.id, second.user.id])
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.passwordHash).not.toContain('same password 1');
      expect(rows[0]?.passwordHash).not.toBe(rows[1]?.passwordHash);
    });

    it.each([
      ['firstName', { firstName: undefined }, 'First name is required'],
      ['lastName', { lastName: '   ' }, 'Last name is required'],
      ['emailId missing', { emailId: undefined }, 'Email is required'],
      ['emailId malformed', { emailId: 'not-an-email' }, 'Please enter a valid email address'],
      ['password short', { password: 'short' }, 'Password must be at least 8 characters'],
      ['address', { address: '' }, 'Address is required'],
      ['phoneNumber missing', { phoneNumber: undefined }, 'Phone number is required'],
      ['phoneNumber letters', { phoneNumber: 'call me maybe' }, 'Please enter a valid phone number'],
      ['firstName wrong type', { firstName: 42 }, 'First name must be text'],
    ])('rejects a bad %s with a 400 naming the field', async (_case, override, text) => {
      const response = await post('/api/auth/register', { ...parentDetails(), ...override });
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json())).toMatchObject({ success: false, error: text });
    });

    it('rejects a body that is not an object', async () => {
      const response = await post('/api/auth/register', ['a list']);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'The request body must be a JSON object' });
    });

    it('answers 409 for an e-mail already registered, whatever its case', async () => {
      const existing = await registerParent(t.app);
      const response = await post('/api/auth/register', parentDetails({ emailId: existing.user.emailId.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, error: messages.auth.emailTaken, code: 'EMAIL_TAKEN' });
    });

    it('limits one address to 10 attempts a minute, refused ones included', async () => {
      const address = nextRemoteAddress();
      for (let i = 0; i < 10; i += 1) expect((await post('/api/auth/register', { ...parentDetails(), phoneNumber: 'none' }, address)).statusCode).toBe(400);
      const limited = await post('/api/auth/register', parentDetails(), address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, error: messages.auth.tooManyAttempts, code: 'RATE_LIMITED' });
      expect((await post('/api/auth/register', parentDetails())).statusCode).toBe(201);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, ignoring e-mail case and spaces', async () => {
      const parent = await registerParent(t.app);
      const response = await post('/api/auth/login', {
        emailId: ` ${parent.user.emailId.toUpperCase()} `,
        password: parent.password,
      });
      expect(response.statusCode).toBe(200);
      const body = authSuccess.parse(response.json());
      expect(body.user).toEqual(parent.user);
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const parent = await registerParent(t.app);
      const wrongPassword = await post('/api/auth/login', { emailId: parent.user.emailId, password: 'wrong password' });
      const unknownEmail = await post('/api/auth/login', { emailId: 'nobody@example.com', password: parent.password });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, error: messages.auth.invalidCredentials });
      }
    });

    it.each([
      ['missing e-mail', { password: 'whatever1' }, 'Email is required'],
      ['missing password', { emailId: 'a@example.com' }, 'Password is required'],
      ['malformed e-mail', { emailId: 'a@', password: 'whatever1' }, 'Please enter a valid email address'],
    ])('rejects a %s with a 400', async (_case, payload, text) => {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: text });
    });

    it('limits one address to 10 attempts a minute', async () => {
      const address = nextRemoteAddress();
      // A different account each time: the per-account limit (sign-in-limit.test.ts) stays out of it.
      let account = 0;
      const attempt = () => post('/api/auth/login', { emailId: `nobody.${(account += 1)}@example.com`, password: 'wrong pass' }, address);
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, error: messages.auth.tooManyAttempts });
      const elsewhere = await post('/api/auth/login', { emailId: 'nobody.1@example.com', password: 'wrong pass' });
      expect(elsewhere.statusCode).toBe(401);
    });
  });

  describe('GET and PUT /api/users/:id/profile', () => {
    const profileUrl = (id: string) => `/api/users/${id}/profile`;
    const readProfile = (id: string, token: string) => t.app.inject({ url: profileUrl(id), headers: bearer(token) });
    const updateProfile = (id: string, token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: profileUrl(id), headers: bearer(token), payload });

    it('shows the parent their own profile', async () => {
      const parent = await registerParent(t.app);
      const response = await readProfile(parent.user.id, parent.token);
      expect(response.statusCode).toBe(200);
      expect(profileResponse.parse(response.json()).user).toEqual(parent.user);
    });

    it('updates the parent own profile and keeps e-mail and creation time', async () => {
      const parent = await registerParent(t.app);
      const changes = { firstName: 'Maia', lastName: 'Okafor-Lee', address: '3 Oak Ave, Quincy, MA', phoneNumber: '+1 617 555 0199' };
      const response = await updateProfile(parent.user.id, parent.token, changes);
      expect(response.statusCode).toBe(200);
      expect(profileResponse.parse(response.json()).user).toEqual({ ...parent.user, ...changes });
      const reread = await readProfile(parent.user.id, parent.token);
      expect(reread.json().user).toEqual({ ...parent.user, ...changes });
    });

    it('rejects a bad profile update with a 400 and changes nothing', async () => {
      const parent = await registerParent(t.app);
      const response = await updateProfile(parent.user.id, parent.token, { firstName: '', lastName: 'X', address: 'Y', phoneNumber: '6175550100' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'First name is required' });
      const reread = await readProfile(parent.user.id, parent.token);
      expect(reread.json().user).toEqual(parent.user);
    });

    it.each([
      ['no token', undefined],
      ['a malformed token', 'Bearer not-a-token'],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
    ])('answers 401 with %s', async (_case, authorization) => {
      const parent = await registerParent(t.app);
      const response = await t.app.inject({
        url: profileUrl(parent.user.id),
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: messages.auth.unauthorized });
    });

    it("answers 403 for another parent's profile and changes nothing", async () => {
      const owner = await registerParent(t.app);
      const intruder = await registerParent(t.app);
      const read = await readProfile(owner.user.id, intruder.token);
      const write = await updateProfile(owner.user.id, intruder.token, { firstName: 'Hacked', lastName: 'X', address: 'Y', phoneNumber: '6175550100' });
      expect(read.statusCode).toBe(403);
      expect(write.statusCode).toBe(403);
      const reread = await readProfile(owner.user.id, owner.token);
      expect(reread.json().user).toEqual(owner.user);
    });
  });
});
