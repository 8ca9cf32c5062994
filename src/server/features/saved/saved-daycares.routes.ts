import { messages } from '#shared/messages.js';
import { savedDaycareRoutes } from '#shared/schemas/saved.js';
import { savedDaycares } from './saved-daycares.service.js';
import { savedListRoutes } from './saved-list.routes.js';

/** POST /api/daycares, GET /api/users/:userId/daycares, DELETE /api/daycares/:id. */
export const savedDaycaresRoutes = savedListRoutes({
  kind: 'daycares',
  contract: savedDaycareRoutes,
  docs: {
    save: ['saveDaycare', 'Save a childcare program to your list'],
    list: ['listSavedDaycares', 'List your saved programs, newest first'],
    remove: ['removeSavedDaycare', 'Remove a program from your saved list'],
  },
  errors: { alreadySaved: messages.validation.alreadySaved, notFound: messages.saved.daycareNotFound },
  service: savedDaycares,
});
