import type { SaveDaycareRequest, SavedDaycare } from '#shared/schemas/saved.js';
import { daycareTime, placeholderDaycare } from '../saved-list-updates';
import { savedTexts } from '../saved-texts';
import { savedListApi } from './saved-list';

/** The parent's saved programs: POST /api/daycares, DELETE /api/daycares/:id, GET /api/users/:userId/daycares. */
export const savedDaycaresApi = savedListApi<SavedDaycare, SaveDaycareRequest>({
  kind: 'daycares',
  schemas: () => import('./saved-contract').then((contract) => contract.savedDaycareSchemas),
  placeholder: placeholderDaycare,
  timeOf: daycareTime,
  texts: {
    saved: savedTexts.daycareSaved,
    alreadySaved: savedTexts.daycareAlreadySaved,
    errorSaving: savedTexts.errorSavingDaycare,
    removed: savedTexts.daycareRemoved,
    errorRemoving: savedTexts.errorRemovingDaycare,
  },
});
