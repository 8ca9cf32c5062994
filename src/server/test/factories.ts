import type { FastifyInstance } from 'fastify';
import { authSuccess, type AuthSuccess, type RegisterRequest } from '#shared/schemas/accounts.js';

let sequence = 0;

/** A unique remote address per call keeps the per-address sign-in limit out of unrelated tests. */
export function nextRemoteAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function parentDetails(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  return {
    firstName: 'Maya',
    lastName: 'Okafor',
    emailId: `maya.${sequence}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    address: '12 Elm Street, Somerville, MA 02144',
    phoneNumber: '(617) 555-0142',
    ...overrides,
  };
}

/** Registers a parent through the API and returns the parsed answer (user and token); headers such as Accept-Language go with the request. */
export async function registerParent(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
  headers: Record<string, string> = {},
): Promise<AuthSuccess & { password: string }> {
  const details = parentDetails(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: details,
    headers,
    remoteAddress: nextRemoteAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...authSuccess.parse(response.json()), password: details.password };
}

/** A parent registered through the API: the answer's user and token, and the password they chose. */
export type Parent = Awaited<ReturnType<typeof registerParent>>;

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Signs in through the API from a fresh address, as another device would; the answer as it came. */
export function logIn(app: FastifyInstance, { emailId, password }: { emailId: string; password: string }) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailId, password }, remoteAddress: nextRemoteAddress() });
}

/** Asks the API to delete the parent's account, with their password, from a fresh address; the answer as it came. */
export function requestAccountDeletion(app: FastifyInstance, parent: Pick<Parent, 'user' | 'token' | 'password'>) {
  return app.inject({
    method: 'DELETE',
    url: `/api/users/${parent.user.id}`,
    headers: bearer(parent.token),
    payload: { password: parent.password },
    remoteAddress: nextRemoteAddress(),
  });
}
