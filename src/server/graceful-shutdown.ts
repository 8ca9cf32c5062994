import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';

/** Docker sends SIGKILL 10 s after SIGTERM: closing within 8 s leaves the database closed cleanly. */
export const SHUTDOWN_GRACE_MS = 8000;

/** Work beside the requests that uses the database, such as the mail worker. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * Stops accepting connections, lets the requests in flight finish, then closes the database (which
 * checkpoints SQLite's write-ahead log). Fastify sets no request timeout, so a client that never
 * finishes its request would hold the shutdown forever: after the grace period its connection is cut.
 * Background work (the mail worker, which cuts its own send off within its grace) stops meanwhile,
 * before the database closes under it.
 */
export async function closeGracefully(app: FastifyInstance, db: Db, graceMs = SHUTDOWN_GRACE_MS, background: BackgroundWork[] = []): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs }, 'shutting down: cutting off requests still unfinished after the grace period');
    app.server.closeAllConnections();
  }, graceMs);
  const stopped = Promise.allSettled(background.map((work) => work.stop()));
  try {
    await app.close();
  } finally {
    await stopped;
    clearTimeout(cutOff);
    await db.destroy();
  }
}
