import { SEARCH_LIMITS } from '../../../../shared/schemas/search.js';
import type { ResultFilters } from '../results-url';

/** The server-side filters; sorting stays in the browser (spec section 4), so it is not sent. */
export type ServerFilters = Pick<ResultFilters, 'type' | 'keyword' | 'ageGroup' | 'subsidy'>;

/**
 * Query string shared by both searches. One generous page (the API's maximum) is fetched so the
 * client-side sort orders nearly every match, not just the first few.
 */
export function searchQueryParams(place: Record<string, string>, { type, keyword, ageGroup, subsidy }: ServerFilters): string {
  const params = new URLSearchParams(place);
  if (type) params.set('type', type);
  if (keyword) params.set('keyword', keyword);
  if (ageGroup) params.set('ageGroup', ageGroup);
  if (subsidy) params.set('subsidy', 'true');
  params.set('limit', String(SEARCH_LIMITS.limitMax));
  return params.toString();
}
