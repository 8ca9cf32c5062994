import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { bearer, registerParent } from '#server/test/factories.js';
import { useTestApp } from '#server/test/use-test-app.js';

/** Token forgeries an attacker would try; each must be a 401 and nothing else. */
describe('bearer tokens', () => {
  const t = useTestApp('sqlite');
  let parent: Awaited<ReturnType<typeof registerParent>>;
  const profileOf = (token: string) => t.app.inject({ url: `/api/users/${parent.user.id}/profile`, headers: bearer(token) });
  const sign = (secret: string, claims: Record<string, unknown>, expiresAt: number, subject = String(claims.userId)) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(secret));
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  beforeAll(async () => {
    parent = await registerParent(t.app);
  });

  it('accepts a token signed with the server secret', async () => {
    const token = await sign(t.config.jwtSecret, { userId: parent.user.id }, inAnHour());
    expect((await profileOf(token)).statusCode).toBe(200);
  });

  const unsigned = () => new UnsecuredJWT({ userId: parent.user.id }).setSubject(parent.user.id).setExpirationTime(inAnHour()).encode();
  const signedWith = (alg: string, claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).setSubject(parent.user.id).sign(new TextEncoder().encode(t.config.jwtSecret));

  it.each([
    ['alg none', async () => unsigned()],
    ['alg none with a made-up signature', async () => `${unsigned()}x`],
    ['the right secret under another algorithm (HS512)', () => signedWith('HS512', { userId: parent.user.id, exp: inAnHour() })],
    ['a token that never expires', () => signedWith('HS256', { userId: parent.user.id })],
    ['a wrong secret', () => sign('another-secret-of-enough-length-000000', { userId: parent.user.id }, inAnHour())],
    ['an expired token', () => sign(t.config.jwtSecret, { userId: parent.user.id }, Math.floor(Date.now() / 1000) - 60)],
    ['a tampered payload', async () => {
      const [header, , signature] = parent.token.split('.');
      const forged = Buffer.from(JSON.stringify({ userId: 'someone-else', sub: 'someone-else', exp: inAnHour() })).toString('base64url');
      return `${header}.${forged}.${signature}`;
    }],
    ['a userId that disagrees with sub', () => sign(t.config.jwtSecret, { userId: 'someone-else' }, inAnHour(), parent.user.id)],
  ])('refuses %s with 401', async (_case, forge) => {
    const response = await profileOf(await forge());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: messages.auth.unauthorized, code: 'UNAUTHORIZED' });
  });
});
