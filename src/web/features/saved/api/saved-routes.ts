import type { SaveRouteRequest, SavedRoute } from '#shared/schemas/saved.js';
import { placeholderRoute, routeTime } from '../saved-list-updates';
import { savedTexts } from '../saved-texts';
import { savedListApi } from './saved-list';

/** The parent's saved commutes: POST /api/routes, DELETE /api/routes/:id, GET /api/users/:userId/routes. */
export const savedRoutesApi = savedListApi<SavedRoute, SaveRouteRequest>({
  kind: 'routes',
  schemas: () => import('./saved-contract').then((contract) => contract.savedRouteSchemas),
  placeholder: placeholderRoute,
  timeOf: routeTime,
  texts: {
    saved: savedTexts.routeSaved,
    alreadySaved: savedTexts.routeAlreadySaved,
    errorSaving: savedTexts.errorSavingRoute,
    removed: savedTexts.routeRemoved,
    errorRemoving: savedTexts.errorRemovingRoute,
  },
});
