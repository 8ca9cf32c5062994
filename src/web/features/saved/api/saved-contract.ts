import { z } from 'zod';

/**
 * The schemas the saved-list answers must match. The saved lists start in the header, on every
 * page's first download, so the api modules import this one lazily, with the first answer
 * (decision 0010: the home page's first load stays under its budget).
 */
export { savedDaycare, savedDaycareList, savedRoute, savedRouteList } from '#shared/schemas/saved.js';

/** A removal answers 204 with no body. */
export const noContent = z.undefined();
