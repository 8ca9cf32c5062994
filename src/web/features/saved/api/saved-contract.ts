import { z } from 'zod';
import { savedDaycare, savedDaycareList, savedRoute, savedRouteList } from '#shared/schemas/saved.js';

/**
 * The schemas the saved-list answers must match, a list and one record per kind. The saved lists
 * start in the header, on every page's first download, so the api modules import this one lazily,
 * with the first answer (decision 0010: the home page's first load stays under its budget).
 */
export const savedDaycareSchemas = { list: savedDaycareList, record: savedDaycare };
export const savedRouteSchemas = { list: savedRouteList, record: savedRoute };

/** A removal answers 204 with no body. */
export const noContent = z.undefined();
