import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ExtractResponse } from '#shared/schemas/assistant.js';
import { filterChips } from './ai-filter-chips';
import { shownFilters, understand } from './ai-request';
import { messages as english } from './locales/en.po';
import { messages as spanish } from './locales/es.po';

const nearby: ExtractResponse = {
  intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: 'Chelsea', address: 'Chelsea', category: 'daycare', ageGroup: 'toddler',
  filters: { openings: true, maxMonthlyTuition: 1950, openBy: '07:30', openUntil: '18:00', language: 'es', subsidy: true },
};

describe('a free-text request read into a search', () => {
  it('starts the search with every filter read, under the search API\'s names', () => {
    const url = new URL(understand(nearby)?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      location: 'Chelsea', type: 'daycare', ageGroup: 'toddler', openings: 'toddler', maxMonthlyTuition: '1950',
      openBy: '07:30', openUntil: '18:00', language: 'es', subsidy: 'true',
    });
  });

  it('leaves a removed filter out of the search', () => {
    const url = new URL(understand(nearby, { ...nearby.filters, language: null, subsidy: null })?.url ?? '', 'http://x');
    expect(url.searchParams.has('language')).toBe(false);
    expect(url.searchParams.has('subsidy')).toBe(false);
    expect(url.searchParams.get('openBy')).toBe('07:30');
  });

  it('shows openings only when there is an age group to search them for', () => {
    expect(shownFilters({ ...nearby, ageGroup: null }).openings).toBeNull();
    expect(shownFilters(nearby).openings).toBe(true);
    expect(new URL(understand({ ...nearby, ageGroup: null })?.url ?? '', 'http://x').searchParams.has('openings')).toBe(false);
  });

  it('names each chip as a parent reads it, in English and in Spanish', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: english, es: spanish } });
    const translate = i18n._.bind(i18n);
    expect(filterChips(nearby.filters, translate, 'en').map((chip) => chip.label)).toEqual([
      'With openings', 'Up to $1,950 a month', 'Opens by 7:30 AM', 'Open until 6:00 PM', 'Spanish', 'Accepts subsidy',
    ]);
    expect(filterChips(NO_FILTERS, translate, 'en')).toEqual([]);
    i18n.activate('es');
    expect(filterChips(nearby.filters, translate, 'es').map((chip) => chip.label)).toEqual([
      'Con cupos', 'Hasta $1,950 al mes', 'Abre a las 7:30 AM o antes', 'Abierto hasta las 6:00 PM', 'Español', 'Acepta subsidios',
    ]);
  });

  it('says what it understood in the page’s language', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: spanish } });
    expect(understand(nearby)?.summary(i18n._.bind(i18n))).toBe('Guarderías cerca de Chelsea');
  });
});
