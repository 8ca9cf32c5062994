import { messages } from '#shared/messages.js';
import type { SaveDaycareRequest, SavedDaycare } from '#shared/schemas/saved.js';
import { daycareTime, placeholderDaycare } from '../saved-list-updates';
import { savedListApi } from './saved-list';

/** The parent's saved programs: POST /api/daycares, DELETE /api/daycares/:id, GET /api/users/:userId/daycares. */
export const savedDaycaresApi = savedListApi<SavedDaycare, SaveDaycareRequest>({
  kind: 'daycares',
  schemas: () => import('./saved-contract').then((contract) => contract.savedDaycareSchemas),
  placeholder: placeholderDaycare,
  timeOf: daycareTime,
  texts: {
    saved: messages.saved.daycareSaved,
    alreadySaved: messages.validation.alreadySaved,
    errorSaving: messages.saved.errorSavingDaycare,
    removed: messages.saved.daycareRemoved,
    errorRemoving: messages.saved.errorRemovingDaycare,
  },
});
