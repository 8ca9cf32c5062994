import { messages } from '#shared/messages.js';
import type { SaveRouteRequest, SavedRoute } from '#shared/schemas/saved.js';
import { placeholderRoute, routeTime } from '../saved-list-updates';
import { savedListApi } from './saved-list';

const contract = () => import('./saved-contract');

/** The parent's saved commutes: POST /api/routes, DELETE /api/routes/:id, GET /api/users/:userId/routes. */
export const savedRoutesApi = savedListApi<SavedRoute, SaveRouteRequest>({
  kind: 'routes',
  path: '/api/routes',
  listSchema: () => contract().then((c) => c.savedRouteList),
  recordSchema: () => contract().then((c) => c.savedRoute),
  placeholder: placeholderRoute,
  timeOf: routeTime,
  texts: {
    saved: messages.saved.routeSaved,
    alreadySaved: messages.saved.routeAlreadySaved,
    errorSaving: messages.saved.errorSavingRoute,
    removed: messages.savedLists.routeRemoved,
    errorRemoving: messages.savedLists.errorRemovingRoute,
  },
});
