import { i18n } from '@lingui/core';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RatingSummary as Summary } from '#shared/schemas/reviews.js';
import { FORMAT_LOCALES } from '#web/lib/i18n';
import { markupOf } from '#web/lib/test-support/markup';
import { messages as spanish } from '../locales/es.po';
import { RatingSummary } from './rating-summary';

const summary: Summary = { rating: 4.46, reviewCount: 1234, distribution: [1, 0, 3, 30, 1200] };

/** The summary's words as a screen reader meets them: its text and its accessible names. */
function wordsOf(shown: Summary): string {
  const html = markupOf(createElement(RatingSummary, { summary: shown }));
  const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1]);
  return [...labels, html.replace(/<[^>]+>/g, ' ')].join(' ').replace(/\s+/g, ' ').trim();
}

describe('the rating summary', () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('says the average, how many reviews it comes from and each star row, one and many', () => {
    const words = wordsOf(summary);
    expect(words).toContain('4.5 out of 5');
    expect(words).toContain('4.5 out of 5 stars');
    expect(words).toContain('from 1,234 reviews');
    expect(words).toContain('1 star');
    expect(words).toContain('5 stars');
    expect(wordsOf({ ...summary, reviewCount: 1 })).toContain('from 1 review');
    expect(wordsOf({ ...summary, rating: null, reviewCount: 0 })).toBe('No parent has reviewed this program yet.');
  });

  it('says them in Spanish on a Spanish page, numbers as US readers of Spanish write them', () => {
    i18n.load('es', spanish);
    i18n.activate('es', [FORMAT_LOCALES.es]);
    const words = wordsOf(summary);
    expect(words).toContain('4.5 de 5');
    expect(words).toContain('4.5 de 5 estrellas');
    expect(words).toContain('de 1,234 reseñas');
    expect(words).toContain('Cuántas reseñas dieron cada número de estrellas');
    expect(words).toContain('1 estrella');
    expect(words).toContain('5 estrellas');
    expect(wordsOf({ ...summary, reviewCount: 1 })).toContain('de 1 reseña');
    expect(wordsOf({ ...summary, rating: null, reviewCount: 0 })).toBe('Ningún padre o madre ha reseñado este programa todavía.');
  });
});
