import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ensureDemoCatalogue } from './catalogue/demo-catalogue.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseTarget, migrateToLatest, openDatabase } from './db/database.js';
import { readPostFiles } from './features/blog/blog-files.js';
import { upsertPosts } from './features/blog/blog.repository.js';
import { whileHolding } from './lib/job-lease.js';
import { startDigestJob } from './features/alerts/daily-digest.js';
import { closeGracefully, SHUTDOWN_GRACE_MS } from './graceful-shutdown.js';
import { MALLOC_ENVIRONMENT, missesMallocSetting } from './malloc-settings.js';
import { startMailWorker } from './mail/mail-worker.js';
import { createAlertEvents } from './features/alerts/alert-events.js';
import { addressGeocoderFor } from './catalogue/geocode-catalogue.js';
import { CatalogueSourcesError, readCatalogueSources, startScheduledRefresh } from './catalogue/scheduled-refresh.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// dist/server serves dist/web; under tsx (src/server) the same relative step finds nothing.
const webRoot = path.resolve(here, '../web');
const blogFolder = path.resolve(here, '../../content/blog');
/** How long an instance that died while seeding keeps the others waiting. */
const SEED_LEASE_MS = 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Read before anything starts: a mistake in the file stops the server now, not a refresh at night.
  const sources = config.catalogueSources ? await readCatalogueSources(config.catalogueSources) : [];
  const target = databaseTarget(config);
  const db = openDatabase(target);
  await migrateToLatest(db);
  const posts = await readPostFiles(blogFolder);
  const demoPrograms = await whileHolding(db, 'seed', SEED_LEASE_MS, async () => {
    const inserted = config.catalogueDemo ? await ensureDemoCatalogue(db) : 0;
    await upsertPosts(db, posts);
    return inserted;
  });
  const app = await buildApp({ config, db, databaseTarget: target, webRoot });
  if (demoPrograms > 0) app.log.info({ programs: demoPrograms }, 'loaded the demo catalogue (the catalogue was empty)');
  if (missesMallocSetting()) {
    app.log.info(MALLOC_ENVIRONMENT, 'started without this malloc setting: memory a catalogue refresh frees may stay resident (docs/decisions/0039)');
  }
  // Every instance sends the outbox; claims keep them from sending one email twice (docs/decisions/0022).
  const mailWorker = startMailWorker({ db, mail: config.mail, dataDir: config.dataDir, log: app.log });

  // The daily alert digest: every instance runs it; a per-parent, per-day claim lets one send.
  const digestJob = startDigestJob(db, { publicUrl: config.publicUrl, jwtSecret: config.jwtSecret }, (error) =>
    app.log.error({ err: error }, 'daily alert digest failed'),
  );

  // Licensing lists refreshed on a schedule, by whichever instance holds the lease (docs/decisions/0033).
  const alertEvents = createAlertEvents({ publicUrl: config.publicUrl, jwtSecret: config.jwtSecret });
  const background = [mailWorker, digestJob];
  if (sources.length > 0) {
    background.push(
      startScheduledRefresh({
        db,
        sources,
        userAgent: config.geo.userAgent,
        // Offline, nothing is asked of the Census: programs stay at their ZIP until geocoded by hand.
        geocoder: config.geo.provider === 'offline' ? null : addressGeocoderFor('census', config.geo, db),
        events: { onInserted: alertEvents.programsInserted, onClosed: alertEvents.programsClosed },
        log: app.log,
      }),
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    closeGracefully(app, db, SHUTDOWN_GRACE_MS, background).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutting down: could not close cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof CatalogueSourcesError) {
    console.error(error.message);
  } else {
    console.error('CareRoute could not start:', error);
  }
  process.exit(1);
});
