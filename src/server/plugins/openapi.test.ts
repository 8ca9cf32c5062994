import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAuth } from './auth.js';
import { declareTokenSecurity, registerOpenApi } from './openapi.js';

interface Operation {
  security?: Record<string, string[]>[];
}

describe('the security the API description declares', () => {
  it('says a route needs a token exactly when its preHandler checks one, in the schemes it names or else the sign-in token', async () => {
    const app = Fastify();
    declareTokenSecurity(app);
    await registerOpenApi(app);
    const auth = createAuth({ secret: 'a test secret of at least 32 characters', ttlSeconds: 60, tokenVersionOf: async () => 0 });
    const ok = async () => 'ok';
    app.get('/open', ok);
    app.get('/open-with-other-checks', { preHandler: async () => undefined }, ok);
    app.get('/signed-in', { preHandler: auth.requireUser }, ok);
    app.get('/users/:id', { preHandler: auth.requireSelf }, ok);
    app.get('/users/:userId/things', { preHandler: [async () => undefined, auth.requireSelfBy('userId')] }, ok);
    const anyone = async () => true;
    app.get('/role', { preHandler: auth.requireUserWhere(anyone, 'no') }, ok);
    app.get('/feed', { schema: { security: [{ bearer: [] }, { feedToken: [] }] }, preHandler: auth.requireUserWhere(anyone, 'no', anyone) }, ok);
    app.get('/claims-open', { schema: { security: [] }, preHandler: auth.requireUser }, ok);
    await app.ready();

    const paths = (app.swagger() as { paths: Record<string, { get: Operation }> }).paths;
    const security = Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, item.get.security]));
    expect(security).toEqual({
      '/open': [],
      '/open-with-other-checks': [],
      '/signed-in': [{ bearer: [] }],
      '/users/{id}': [{ bearer: [] }],
      '/users/{userId}/things': [{ bearer: [] }],
      '/role': [{ bearer: [] }],
      '/feed': [{ bearer: [] }, { feedToken: [] }],
      '/claims-open': [{ bearer: [] }],
    });
    await app.close();
  });
});
