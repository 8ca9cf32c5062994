import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { DEFAULT_PREFERENCES, languageSetting, passwordChanged, preferences } from '#shared/schemas/account-settings.js';
import { authSuccess, profileResponse } from '#shared/schemas/accounts.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { bearer, nextRemoteAddress, registerParent } from '#server/test/factories.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

type Parent = Awaited<ReturnType<typeof registerParent>>;

describe.each(testEngines)('account settings API on %s', (engine) => {
  const t = useTestApp(engine);

  const login = (parent: Parent, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId: parent.user.emailId, password },
      remoteAddress: nextRemoteAddress(),
    });

  describe('PUT /api/users/:id/password', () => {
    const changePassword = (parent: Parent, payload: unknown, remoteAddress = nextRemoteAddress()) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${parent.user.id}/password`,
        headers: bearer(parent.token),
        payload: payload as object,
        remoteAddress,
      });

    it('sets the new password when the current one is right, and answers a fresh token for this session', async () => {
      const parent = await registerParent(t.app);
      const response = await changePassword(parent, { currentPassword: parent.password, newPassword: 'a brand new secret' });
      expect(response.statusCode).toBe(200);
      const { token } = passwordChanged.parse(response.json());
      expect(token).not.toBe(parent.token);
      const profile = await t.app.inject({ method: 'GET', url: `/api/users/${parent.user.id}/profile`, headers: bearer(token) });
      expect(profile.statusCode).toBe(200);
      expect((await login(parent, 'a brand new secret')).statusCode).toBe(200);
      expect((await login(parent, parent.password)).statusCode).toBe(401);
    });

    it('answers 400 with a clear text for a wrong current password and keeps the old one', async () => {
      const parent = await registerParent(t.app);
      const response = await changePassword(parent, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: messages.auth.wrongCurrentPassword, code: 'WRONG_PASSWORD' });
      expect((await login(parent, parent.password)).statusCode).toBe(200);
    });

    it.each([
      ['a short new password', { currentPassword: 'whatever1', newPassword: 'short' }, 'New password must be at least 8 characters'],
      ['no current password', { newPassword: 'long enough 1' }, 'Current password is required'],
      ['an empty new password', { currentPassword: 'whatever1', newPassword: '' }, 'New password is required'],
      ['a new password that is not text', { currentPassword: 'whatever1', newPassword: 12345678 }, 'New password must be text'],
    ])('rejects %s with a 400 naming the field', async (_case, payload, text) => {
      const parent = await registerParent(t.app);
      const response = await changePassword(parent, payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json())).toMatchObject({ success: false, error: text });
      expect((await login(parent, parent.password)).statusCode).toBe(200);
    });

    it('limits one address to 10 attempts a minute, like sign-in', async () => {
      const parent = await registerParent(t.app);
      const address = nextRemoteAddress();
      const attempt = () => changePassword(parent, { currentPassword: 'wrong guess', newPassword: 'whatever12' }, address);
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, error: messages.auth.tooManyAttempts });
    });

    it('answers 401 without a token', async () => {
      const parent = await registerParent(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${parent.user.id}/password`,
        payload: { currentPassword: parent.password, newPassword: 'a brand new secret' },
        remoteAddress: nextRemoteAddress(),
      });
      expect(response.statusCode).toBe(401);
      expect((await login(parent, parent.password)).statusCode).toBe(200);
    });
  });

  describe('GET and PUT /api/users/:id/preferences', () => {
    const url = (parent: Parent) => `/api/users/${parent.user.id}/preferences`;
    const read = async (parent: Parent) => {
      const response = await t.app.inject({ url: url(parent), headers: bearer(parent.token) });
      expect(response.statusCode).toBe(200);
      return preferences.parse(response.json());
    };
    const write = (parent: Parent, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: url(parent), headers: bearer(parent.token), payload: payload as object });

    it('answers the defaults before anything is saved', async () => {
      expect(await read(await registerParent(t.app))).toEqual({
        emailNotifications: true,
        locationServices: true,
        marketingEmails: false,
      });
    });

    it('saves the preferences and keeps the latest save', async () => {
      const parent = await registerParent(t.app);
      const first = { emailNotifications: false, locationServices: true, marketingEmails: true };
      const response = await write(parent, first);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first);
      expect(await read(parent)).toEqual(first);

      const second = { emailNotifications: true, locationServices: false, marketingEmails: false };
      expect((await write(parent, second)).json()).toEqual(second);
      expect(await read(parent)).toEqual(second);
    });

    it.each([
      ['a missing flag', { emailNotifications: true, locationServices: true }, 'Marketing emails is required'],
      ['a flag as text', { ...DEFAULT_PREFERENCES, emailNotifications: 'yes' }, 'Email notifications must be true or false'],
      ['a body that is a list', [true], 'The request body must be a JSON object'],
    ])('rejects %s with a 400 naming the field and changes nothing', async (_case, payload, text) => {
      const parent = await registerParent(t.app);
      const response = await write(parent, payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json())).toMatchObject({ success: false, error: text });
      expect(await read(parent)).toEqual(DEFAULT_PREFERENCES);
    });

    it('answers 401 without a token or with a bad one', async () => {
      const parent = await registerParent(t.app);
      for (const headers of [{}, { authorization: 'Bearer a.b.c' }]) {
        expect((await t.app.inject({ url: url(parent), headers })).statusCode).toBe(401);
        const put = await t.app.inject({ method: 'PUT', url: url(parent), headers, payload: DEFAULT_PREFERENCES });
        expect(put.statusCode).toBe(401);
      }
    });
  });

  describe('PUT /api/users/:id/language', () => {
    const write = (parent: Parent, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${parent.user.id}/language`, headers: bearer(parent.token), payload: payload as object });
    const profileLanguage = async (parent: Parent) =>
      profileResponse.parse((await t.app.inject({ url: `/api/users/${parent.user.id}/profile`, headers: bearer(parent.token) })).json()).user.language;

    it('keeps the language chosen, for the emails and the next sign-in, and shows it in the profile', async () => {
      const parent = await registerParent(t.app);
      expect(parent.user.language).toBe('en');
      const response = await write(parent, { language: 'es' });
      expect(response.statusCode).toBe(200);
      expect(languageSetting.parse(response.json())).toEqual({ language: 'es' });
      expect(await profileLanguage(parent)).toBe('es');
      expect(authSuccess.parse((await login(parent, parent.password)).json()).user.language).toBe('es');
      const stored = await t.database.db.selectFrom('users').select('language').where('id', '=', parent.user.id).executeTakeFirstOrThrow();
      expect(stored.language).toBe('es');
    });

    it.each([
      ['another language', { language: 'fr' }, 'language must be en or es'],
      ['no language', {}, 'language must be en or es'],
      ['a language that is not text', { language: 1 }, 'language must be en or es'],
    ])('rejects %s with a 400 naming the field and changes nothing', async (_case, payload, text) => {
      const parent = await registerParent(t.app);
      const response = await write(parent, payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json()).error).toContain(text);
      expect(await profileLanguage(parent)).toBe('en');
    });
  });
});
