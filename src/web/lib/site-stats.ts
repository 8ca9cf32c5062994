import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '#shared/messages.js';
import { apiRequest } from './api-client';

/** GET /api/stats: the headline figures, counted from the data rather than claimed. */
export function siteStatsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'stats'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/stats', {
        // Imported with the answer: the figures are on the home page, whose first download has a budget.
        schema: () => import('#shared/schemas/site.js').then((site) => site.siteStatsRoute.response[200]),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export interface SiteFigure {
  /** Undefined while the figures load (or if they cannot): the place shows a placeholder. */
  value: string | undefined;
  label: string;
}

/** The four headline figures the home and About pages show, in their order and words. */
export function useSiteFigures(): SiteFigure[] {
  const text = messages.homeSections;
  const { data: stats } = useQuery(siteStatsQueryOptions());
  return [
    { value: stats?.programs.toLocaleString('en-US'), label: text.programs(stats?.programs ?? 0) },
    {
      value: stats && (stats.averageRating === null ? text.newRating : stats.averageRating.toFixed(1)),
      label: text.averageRating,
    },
    { value: stats?.parents.toLocaleString('en-US'), label: text.parents(stats?.parents ?? 0) },
    { value: text.support, label: text.supportLabel },
  ];
}
