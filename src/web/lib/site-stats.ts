import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { siteFigureTexts } from './site-figure-texts';
import { usePageLanguage } from './i18n';

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

/** A rating as the figures show it: 4.5, 4.0. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The four headline figures the home and About pages show, in their order and words. */
export function useSiteFigures(): SiteFigure[] {
  const { _, i18n } = usePageLanguage();
  const { data: stats } = useQuery(siteStatsQueryOptions());
  return [
    { value: stats && i18n.number(stats.programs), label: _(siteFigureTexts.programs(stats?.programs ?? 0)) },
    {
      value: stats && (stats.averageRating === null ? _(siteFigureTexts.newRating) : i18n.number(stats.averageRating, ONE_DECIMAL)),
      label: _(siteFigureTexts.averageRating),
    },
    { value: stats && i18n.number(stats.parents), label: _(siteFigureTexts.parents(stats?.parents ?? 0)) },
    { value: '24/7', label: _(siteFigureTexts.supportLabel) },
  ];
}
