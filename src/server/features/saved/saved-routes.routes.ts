import { messages } from '#shared/messages.js';
import { savedRouteRoutes } from '#shared/schemas/saved.js';
import { savedListRoutes } from './saved-list.routes.js';
import { savedRoutes } from './saved-routes.service.js';

/** POST /api/routes, GET /api/users/:userId/routes, DELETE /api/routes/:id. */
export const savedRoutesRoutes = savedListRoutes({
  kind: 'routes',
  contract: savedRouteRoutes,
  docs: {
    save: ['saveRoute', 'Save a commute to your list'],
    list: ['listSavedRoutes', 'List your saved commutes, newest first'],
    remove: ['removeSavedRoute', 'Remove a commute from your saved list'],
  },
  errors: { alreadySaved: messages.saved.routeAlreadySaved, notFound: messages.saved.routeNotFound },
  service: savedRoutes,
});
