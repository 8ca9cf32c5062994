import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { checksToken } from './auth.js';

/** The token sign-in and registration answer with, sent as `Authorization: Bearer <token>`. */
const BEARER = 'bearer';
/** A provider's feed token (docs/decisions/0019), for the one route that says it takes one. */
export const FEED_TOKEN = 'feedToken';

/**
 * A route whose preHandler checks the token is described as needing one. Derived from the check
 * itself, so no signed-in route can be described as open; a route may name its own schemes instead
 * (the sign-in token or a feed token), never none. Must run before the route table records routes,
 * which keeps each route's schema as it is then.
 */
export function declareTokenSecurity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!checksToken(route.preHandler)) return;
    const own = route.schema?.security;
    route.schema = { ...route.schema, security: own && own.length > 0 ? own : [{ [BEARER]: [] }] };
  });
}

/**
 * How a feature's operations read in the API description, written beside each route: grouped under
 * the feature's tag, each with a unique camelCase id (client generators name their methods after it)
 * and a one-line summary of what it does for a client developer.
 */
export const operationDocs =
  (tag: string) =>
  (operationId: string, summary: string, description?: string) => ({
    tags: [tag],
    operationId,
    summary,
    ...(description === undefined ? {} : { description }),
  });

/** OpenAPI generated from the zod contract; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'CareRoute API', version: '1.0.0', description: 'Find childcare along your commute.' },
      // Relative: requests go to whichever host served this description, whatever its deployment.
      servers: [{ url: '/', description: 'The server this description came from' }],
      components: {
        securitySchemes: {
          [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [FEED_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            description: "A program's feed token, created by one of its managers; shown once, revocable.",
          },
        },
      },
    },
    transform: (route) => {
      const { schema, url } = jsonSchemaTransform(route);
      if (schema?.hide) return { schema, url };
      // An open route says so with an empty list: leaving `security` out reads as "unknown" to a client.
      return { schema: { ...schema, security: schema?.security ?? [] }, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs page sets its own policy; keep it as strict about framing as the rest of the app.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
