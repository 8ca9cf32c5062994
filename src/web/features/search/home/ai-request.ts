import type { I18n } from '@lingui/core';
import type { ExtractFilters, ExtractResponse } from '#shared/schemas/assistant.js';
import { DEFAULT_FILTERS, resultsUrl, type ResultFilters } from '../results-url';
import { searchFormTexts } from './search-form-texts';

const text = searchFormTexts.assistant;

export interface Understood {
  url: string;
  /** Said while the results load, e.g. "Daycares between Quincy and Kendall Square", in the page's language. */
  summary: (translate: I18n['_']) => string;
}

/**
 * The results page's filters for what a request asked (docs/decisions/0029): its type and age
 * group, and the filters read from it. Openings are searched for an age group, so "with openings"
 * counts only when the request names the child's age.
 */
export function resultFilters(result: Pick<ExtractResponse, 'category' | 'ageGroup'>, filters: ExtractFilters): ResultFilters {
  return {
    ...DEFAULT_FILTERS,
    type: result.category,
    ageGroup: result.ageGroup,
    openings: filters.openings && result.ageGroup ? result.ageGroup : null,
    maxMonthlyTuition: filters.maxMonthlyTuition,
    openBy: filters.openBy,
    openUntil: filters.openUntil,
    language: filters.language,
    subsidy: filters.subsidy === true,
  };
}

/** The filters a parent can see and remove: openings only with an age group to search them for. */
export function shownFilters(result: Pick<ExtractResponse, 'ageGroup' | 'filters'>): ExtractFilters {
  return { ...result.filters, openings: result.filters.openings && result.ageGroup ? true : null };
}

/** Where a request leads, with the filters still on: a route for a start and an end, a search around one place. */
export function understand(result: ExtractResponse, filters: ExtractFilters = result.filters): Understood | null {
  const { intent, sourceAddress, destinationAddress, aroundMeAddress, address, category } = result;
  if (intent === 'unknown') return null;
  const what = category ? text.understoodCategories[category] : text.understoodAny;
  // What was asked for reaches the results as their selected filters, in either mode.
  const selected = resultFilters(result, filters);
  if (sourceAddress && destinationAddress) {
    return {
      url: resultsUrl({ mode: 'route', start: sourceAddress, end: destinationAddress, filters: selected }),
      summary: (translate) => translate(text.understoodRoute(translate(what), sourceAddress, destinationAddress)),
    };
  }
  const place = aroundMeAddress || address || sourceAddress || destinationAddress;
  if (!place) return null;
  return {
    url: resultsUrl({ mode: 'search', location: place, filters: selected }),
    summary: (translate) => translate(text.understoodNearby(translate(what), place)),
  };
}
