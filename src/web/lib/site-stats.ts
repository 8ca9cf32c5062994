import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/translation.js';
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

/** Numbers as written in the page's language, for US readers in both: 2,000 and 4.5. */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The four headline figures the home and About pages show, in their order and words. */
export function useSiteFigures(): SiteFigure[] {
  const { _, language } = usePageLanguage();
  const locale = NUMBER_LOCALES[language];
  const whole = new Intl.NumberFormat(locale);
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { data: stats } = useQuery(siteStatsQueryOptions());
  return [
    { value: stats && whole.format(stats.programs), label: _(siteFigureTexts.programs(stats?.programs ?? 0)) },
    {
      value: stats && (stats.averageRating === null ? _(siteFigureTexts.newRating) : rating.format(stats.averageRating)),
      label: _(siteFigureTexts.averageRating),
    },
    { value: stats && whole.format(stats.parents), label: _(siteFigureTexts.parents(stats?.parents ?? 0)) },
    { value: '24/7', label: _(siteFigureTexts.supportLabel) },
  ];
}
