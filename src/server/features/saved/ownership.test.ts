import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { savedDaycare, savedRoute } from '../../../shared/schemas/saved.js';
import { bearer, nextRemoteAddress, registerParent } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

type Parent = Awaited<ReturnType<typeof registerParent>>;

/** Issue 5: nothing a parent saved is ever visible to, or changed by, another parent. */
describe.each(testEngines)('ownership of saved records and settings on %s', (engine) => {
  let t: TestApp;
  let owner: Parent;
  let intruder: Parent;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await registerParent(t.app);
    intruder = await registerParent(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (parent: Parent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(parent.token), payload, remoteAddress: nextRemoteAddress() });

  /** Everything the owner can see of their account, to compare before and after the intrusions. */
  const ownerView = async () => {
    const urls = ['daycares', 'routes', 'preferences', 'profile'].map((part) => `/api/users/${owner.user.id}/${part}`);
    const answers = await Promise.all(urls.map((url) => as(owner, 'GET', url)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    return answers.map((answer) => answer.json() as unknown);
  };

  it('refuses every read and change of another parent records and leaves them as they were', async () => {
    const daycare = savedDaycare.parse((await as(owner, 'POST', '/api/daycares', { name: 'Owner Kids' })).json());
    const route = savedRoute.parse((await as(owner, 'POST', '/api/routes', { origin: 'Home', destination: 'Work' })).json());
    const ownerPreferences = { emailNotifications: false, locationServices: false, marketingEmails: true };
    expect((await as(owner, 'PUT', `/api/users/${owner.user.id}/preferences`, ownerPreferences)).statusCode).toBe(200);
    const before = await ownerView();

    const ownerUrl = (part: string) => `/api/users/${owner.user.id}/${part}`;
    const forbidden = [
      as(intruder, 'GET', ownerUrl('daycares')),
      as(intruder, 'GET', ownerUrl('routes')),
      as(intruder, 'GET', ownerUrl('preferences')),
      as(intruder, 'PUT', ownerUrl('preferences'), { emailNotifications: true, locationServices: true, marketingEmails: false }),
      as(intruder, 'PUT', ownerUrl('password'), { currentPassword: owner.password, newPassword: 'taken over 123' }),
      as(intruder, 'GET', ownerUrl('profile')),
      as(intruder, 'PUT', ownerUrl('profile'), { firstName: 'Hacked', lastName: 'X', address: 'Y', phoneNumber: '6175550100' }),
    ];
    for (const response of await Promise.all(forbidden)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: messages.auth.forbidden });
    }

    const notFound = await Promise.all([
      as(intruder, 'DELETE', `/api/daycares/${daycare.id}`),
      as(intruder, 'DELETE', `/api/routes/${route.id}`),
    ]);
    for (const response of notFound) expect(response.statusCode).toBe(404);

    expect(await ownerView()).toEqual(before);
    const ownerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId: owner.user.emailId, password: owner.password },
      remoteAddress: nextRemoteAddress(),
    });
    expect(ownerLogin.statusCode).toBe(200);
  });

  it('saves into the caller own lists whatever owner the body names', async () => {
    const daycare = await as(intruder, 'POST', '/api/daycares', { name: 'Planted', userId: owner.user.id });
    const route = await as(intruder, 'POST', '/api/routes', { origin: 'A', destination: 'B', userId: owner.user.id });
    expect([daycare.statusCode, route.statusCode]).toEqual([201, 201]);
    const ownerDaycares = (await as(owner, 'GET', `/api/users/${owner.user.id}/daycares`)).json() as { name: string }[];
    const ownerRoutes = (await as(owner, 'GET', `/api/users/${owner.user.id}/routes`)).json() as { origin: string }[];
    expect(ownerDaycares.map((item) => item.name)).not.toContain('Planted');
    expect(ownerRoutes.map((item) => item.origin)).not.toContain('A');
    const intruderDaycares = (await as(intruder, 'GET', `/api/users/${intruder.user.id}/daycares`)).json() as { name: string }[];
    expect(intruderDaycares.map((item) => item.name)).toContain('Planted');
  });
});
