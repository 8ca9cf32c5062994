import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, MAP_DEFAULTS } from '#shared/constants.js';
import { CatalogueStore } from './catalogue/catalogue-store.js';
import type { AppConfig } from './config.js';
import type { DatabaseTarget, Db } from './db/database.js';
import { accountDataRoutes } from './features/accounts/account-data.routes.js';
import { accountLinksRoutes } from './features/accounts/account-links.routes.js';
import { accountSettingsRoutes } from './features/accounts/account-settings.routes.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { setPasswordHashCost } from './features/accounts/password.js';
import { createSignInLimit, SIGN_IN_WINDOW_MS } from './features/accounts/sign-in-limit.js';
import { findTokenVersion } from './features/accounts/users.repository.js';
import { createAlertEvents } from './features/alerts/alert-events.js';
import { alertsRoutes } from './features/alerts/alerts.routes.js';
import { unsubscribeRoutes } from './features/alerts/unsubscribe.routes.js';
import { blogRoutes } from './features/blog/blog.routes.js';
import { answerRoutes } from './features/assistant/answer.routes.js';
import { extractRoutes } from './features/assistant/extract.routes.js';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.js';
import { compareRoutes } from './features/compare/compare.routes.js';
import { programPreview } from './features/catalogue/program-preview.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { operatorRoutes } from './features/operator/operator.routes.js';
import { providerClaimsRoutes } from './features/provider/provider-claims.routes.js';
import { providerListingRoutes } from './features/provider/provider-listing.routes.js';
import { providerTokensRoutes } from './features/provider/provider-tokens.routes.js';
import { operatorReviewsRoutes } from './features/reviews/operator-reviews.routes.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { createRoleGuards } from './features/provider/role-guards.js';
import { savedDaycaresRoutes } from './features/saved/saved-daycares.routes.js';
import { savedRoutesRoutes } from './features/saved/saved-routes.routes.js';
import { geoRoutes } from './features/search/geo.routes.js';
import { ListingStore } from './features/search/listing-store.js';
import { searchRoutes } from './features/search/search.routes.js';
import { siteRoutes } from './features/site/site.routes.js';
import { createGeoServices } from './geo/geo-services.js';
import type { GeocodeResult } from './geo/types.js';
import { createAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
  registerNotFoundHandler,
} from './plugins/error-handling.js';
import { createFailureCounter } from './plugins/failure-counter.js';
import { loggerOptions } from './plugins/logging.js';
import { declareTokenSecurity, registerOpenApi } from './plugins/openapi.js';
import { recordRoutes } from './plugins/route-table.js';
import { proxyTrust, registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  /** Folder of the built web app; the API runs without it (tests, `npm run dev`). */
  webRoot?: string;
  /** Where the log goes; standard output when absent. */
  logStream?: NodeJS.WritableStream;
  /** Where `db` was opened: lets a large catalogue's first index be read by a child process (docs/decisions/0036). */
  databaseTarget?: DatabaseTarget;
  /** The catalogue index holder; one over `db` when absent. */
  catalogue?: CatalogueStore;
  /** The provider listings the search reads; one over `db` when absent. */
  listings?: ListingStore;
  /** Before every key this app writes to Redis (REDIS_URL); config.redisKeyPrefix when absent. */
  redisKeyPrefix?: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Builds the whole app with everything injected; the caller decides whether to listen. */
export async function buildApp({
  config,
  db,
  webRoot,
  logStream,
  databaseTarget,
  catalogue = new CatalogueStore(db, { target: databaseTarget }),
  listings = new ListingStore(db),
  redisKeyPrefix = config.redisKeyPrefix,
}: AppDependencies): Promise<FastifyInstance> {
  setPasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that never finishes its request must not hold a connection (or shutdown) for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  declareTokenSecurity(app);
  recordRoutes(app);

  registerErrorHandler(app, { accountExists: async (userId) => (await findTokenVersion(db, userId)) !== null });
  const redis = await registerSecurity(app, {
    tileUrl: config.map.tileUrl,
    corsOrigins: config.corsOrigins,
    rateLimitExempt: config.rateLimitExempt,
    redis: config.redisUrl ? { url: config.redisUrl, keyPrefix: redisKeyPrefix } : undefined,
  });
  await registerCompression(app);
  await registerOpenApi(app);
  const spaFallback = webRoot
    ? await registerWebApp(app, webRoot, (pathname) => programPreview(catalogue.peek(), pathname))
    : undefined;
  registerNotFoundHandler(app, { notFound: spaFallback });

  const auth = createAuth({
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    tokenVersionOf: (userId) => findTokenVersion(db, userId),
  });
  await app.register(healthRoutes, { db });
  const signInFailures = createFailureCounter(
    'sign-in-failures',
    SIGN_IN_WINDOW_MS,
    redis && {
      client: redis,
      keyPrefix: redisKeyPrefix,
      onError: (error) => app.log.warn({ message: error.message }, 'Redis (sign-in failures) is unreachable: not counting'),
    },
  );
  const signInLimit = createSignInLimit(db, signInFailures, config.publicUrl);
  await app.register(accountsRoutes, { db, auth, publicUrl: config.publicUrl, signInLimit, rateLimitExempt: config.rateLimitExempt });
  await app.register(accountSettingsRoutes, { db, auth });
  await app.register(accountLinksRoutes, { db, auth, publicUrl: config.publicUrl, signInLimit });
  await app.register(savedDaycaresRoutes, { db, auth });
  await app.register(savedRoutesRoutes, { db, auth });
  await app.register(blogRoutes, { db });
  await app.register(contactRoutes, { db, auth });
  await app.register(extractRoutes, { llm: config.llm });
  const guards = createRoleGuards(auth, db);
  await app.register(providerClaimsRoutes, { db, auth });
  // Openings and prices a provider saves tell the parents whose alerts watch them, in the same transaction.
  const alertEvents = createAlertEvents({ publicUrl: config.publicUrl, jwtSecret: config.jwtSecret });
  await app.register(providerListingRoutes, { db, guards, onSaved: alertEvents.sectionSaved });
  await app.register(providerTokensRoutes, { db, guards });
  await app.register(operatorRoutes, { db, guards });
  await app.register(operatorReviewsRoutes, { db, guards, ratings: catalogue });

  // A rebuilt index is swapped in with its listings aligned already, so the first search aligns
  // nothing itself (docs/decisions/0036). At start-up the index is asked for first: a large
  // catalogue's is read by a child process on the other core while the listings load here, and
  // it waits for them before it is swapped in.
  const loading: { listings?: Promise<void> } = {};
  catalogue.prepareEachIndex(async (index) => {
    await loading.listings;
    await listings.prepare(index);
  });
  const indexed = catalogue.reload();
  loading.listings = listings.reload();
  await Promise.all([loading.listings, indexed]);
  const geo = createGeoServices(config.geo, {
    db,
    addressLookup: (text) => exactCatalogueAddress(catalogue, text),
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  await app.register(searchRoutes, { geocoder: geo.geocoder, router: geo.router, catalogue, listings });
  await app.register(geoRoutes, { geocoder: geo.geocoder });
  await app.register(answerRoutes, { db, llm: config.llm, search: { geocoder: geo.geocoder, router: geo.router, catalogue, listings } });
  await app.register(alertsRoutes, { db, auth, geo: { geocoder: geo.geocoder, router: geo.router } });
  await app.register(unsubscribeRoutes, { db, jwtSecret: config.jwtSecret });
  await app.register(catalogueRoutes, { catalogue, db });
  await app.register(compareRoutes, { services: { geocoder: geo.geocoder, router: geo.router, catalogue, listings }, db });
  await app.register(reviewsRoutes, { db, auth, catalogue });
  await app.register(accountDataRoutes, { db, auth, ratings: catalogue });
  await app.register(siteRoutes, {
    db,
    config: {
      map: { ...config.map, defaultCenter: MAP_DEFAULTS.center, defaultZoom: MAP_DEFAULTS.zoom, searchZoom: MAP_DEFAULTS.searchZoom },
      geoProvider: geo.provider,
    },
  });

  return app;
}

/** A typed address that is exactly a catalogue program's address resolves to that program's position. */
function exactCatalogueAddress(catalogue: CatalogueStore, text: string): GeocodeResult | null {
  const program = catalogue.peek().findByAddress(text);
  if (!program) return null;
  return {
    lat: program.lat,
    lng: program.lng,
    formattedAddress: `${program.address}, ${program.city}, ${program.state} ${program.zip}`,
    precision: 'address',
    provider: 'offline',
    approximate: false,
  };
}
