import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '../shared/constants.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { createAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/error-handling.js';
import { loggerOptions } from './plugins/logging.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  /** Folder of the built web app; the API runs without it (tests, `npm run dev`). */
  webRoot?: string;
  /** Where the log goes; standard output when absent. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app with everything injected; the caller decides whether to listen. */
export async function buildApp({ config, db, webRoot, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurity(app);
  await registerOpenApi(app);
  const spaFallback = webRoot ? await registerWebApp(app, webRoot) : undefined;
  registerErrorHandling(app, { notFound: spaFallback });

  const auth = createAuth({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds });
  await app.register(healthRoutes, { db });
  await app.register(accountsRoutes, { db, auth });

  return app;
}
