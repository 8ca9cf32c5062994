import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, parameters included ("/api/users/:id/profile"). */
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, so tests can cover each endpoint, including ones added later. */
    readonly routeTable: readonly RouteEntry[];
  }
}

/** Must run before any route is registered: routes added earlier are not seen. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, schema: route.schema });
  });
}
