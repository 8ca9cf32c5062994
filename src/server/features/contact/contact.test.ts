import { describe, expect, it } from 'vitest';
import { bearer, nextRemoteAddress, registerParent } from '#server/test/factories.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

const message = {
  category: 'daycare',
  name: 'Maya Okafor',
  email: 'maya@example.com',
  subject: 'Is the Elm Street program still open?',
  message: 'Hello,\nwe are moving in March. <b>Thanks!</b>',
};

describe.each(testEngines)('POST /api/contact on %s', (engine) => {
  const t = useTestApp(engine);

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextRemoteAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress });

  it('stores the message as typed (HTML stays text) and answers 201', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const stored = await t.database.db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...message, userId: null });
  });

  it("links a signed-in parent's message to their account", async () => {
    const parent = await registerParent(t.app);
    const response = await send(message, bearer(parent.token));
    const stored = await t.database.db
      .selectFrom('contactMessages')
      .select('userId')
      .where('id', '=', (response.json() as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(stored.userId).toBe(parent.user.id);
  });

  it('treats a bad token as anonymous rather than refusing the message', async () => {
    expect((await send(message, { authorization: 'Bearer a.b.c' })).statusCode).toBe(201);
  });

  it.each([
    ['category', { category: 'sales' }, 'Please choose a category'],
    ['name', { name: ' ' }, 'Name is required'],
    ['email', { email: 'maya-at-example' }, 'Please enter a valid email address'],
    ['subject', { subject: undefined }, 'Subject is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('rejects a bad %s with a 400 naming it', async (_case, override, text) => {
    const response = await send({ ...message, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: text });
  });

  it('accepts 5 messages a minute from one address, then answers 429', async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < 5; i += 1) expect((await send(message, {}, address)).statusCode).toBe(201);
    const limited = await send(message, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
  });
});
