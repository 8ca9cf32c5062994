import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ZodType } from 'zod';
import { bearer, type Parent } from './factories.js';

/**
 * A parent's requests to one saved list: POST /api/<kind>, GET /api/users/:userId/<kind> (which
 * must answer 200) and DELETE /api/<kind>/:id. The app is read at each call, so the helpers can be
 * made before beforeAll starts it.
 */
export function savedListRequests<Saved>(app: () => FastifyInstance, kind: string, listSchema: ZodType<Saved[]>) {
  const save = (parent: Parent, payload: unknown) =>
    app().inject({ method: 'POST', url: `/api/${kind}`, headers: bearer(parent.token), payload: payload as object });
  const list = async (parent: Parent) => {
    const response = await app().inject({ url: `/api/users/${parent.user.id}/${kind}`, headers: bearer(parent.token) });
    expect(response.statusCode).toBe(200);
    return listSchema.parse(response.json());
  };
  const remove = (parent: Parent, id: string) =>
    app().inject({ method: 'DELETE', url: `/api/${kind}/${id}`, headers: bearer(parent.token) });
  return { save, list, remove };
}
