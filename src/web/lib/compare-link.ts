/**
 * The route search's parameters the compare page carries on (docs/decisions/0027): opened from
 * route results, it compares the programs for that route and day.
 */
export const COMPARE_ROUTE_PARAMS = ['start', 'end', 'startLat', 'startLng', 'endLat', 'endLng', 'mode', 'departAt', 'arriveBy', 'returnAt', 'days'] as const;

/** The route parameters of a URL's query, without the rest (filters, sort, paging). */
export function compareRouteParams(search: URLSearchParams): URLSearchParams {
  const route = new URLSearchParams();
  for (const name of COMPARE_ROUTE_PARAMS) {
    const value = search.get(name);
    if (value) route.set(name, value);
  }
  return route;
}

/** "/compare?ids=a,b&start=…": the compare page for these programs, for the route in `route` if any. */
export function compareLink(ids: readonly string[], route: URLSearchParams = new URLSearchParams()): string {
  const query = new URLSearchParams({ ids: ids.join(',') });
  for (const [name, value] of compareRouteParams(route)) query.set(name, value);
  // Commas and colons read better in a shared link than %2C and %3A, and both are allowed in a query.
  return `/compare?${query.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
}

/** The ids a compare URL names, in order, blanks and repeats left out. */
export function comparedIdsOf(search: URLSearchParams): string[] {
  const ids = search
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}
