import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';

/** Docker sends SIGKILL 10 s after SIGTERM: closing within 8 s leaves the database closed cleanly. */
export const SHUTDOWN_GRACE_MS = 8000;

/**
 * Stops accepting connections, lets the requests in flight finish, then closes the database (which
 * checkpoints SQLite's write-ahead log). Fastify sets no request timeout, so a client that never
 * finishes its request would hold the shutdown forever: after the grace period its connection is cut.
 */
export async function closeGracefully(app: FastifyInstance, db: Db, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs }, 'shutting down: cutting off requests still unfinished after the grace period');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
    await db.destroy();
  }
}
