import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ResolvedPlace } from '#shared/schemas/search.js';
import { messages as english } from './locales/en.po';
import { messages as spanish } from './locales/es.po';
import { placeNotes } from './place-notes';

const cambridge: ResolvedPlace = { lat: 42.37, lng: -71.1, formattedAddress: 'Cambridge, MA', precision: 'city', provider: 'offline' };
const translator = (locale: 'en' | 'es', messages: typeof english) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return i18n._.bind(i18n);
};
const inEnglish = translator('en', english);
const inSpanish = translator('es', spanish);

describe('placeNotes', () => {
  it('says what is shown and what was not recognised, in the page’s language', () => {
    const partly = [{ ...cambridge, unrecognised: 'Blorfle Plaza' }];
    expect(placeNotes(partly, inEnglish)).toEqual(['Showing Cambridge, MA: "Blorfle Plaza" was not recognised.']);
    expect(placeNotes(partly, inSpanish)).toEqual(['Se muestra Cambridge, MA: no reconocimos "Blorfle Plaza".']);
  });

  it('says nothing for places found whole, and a shared note once', () => {
    expect(placeNotes([cambridge], inEnglish)).toEqual([]);
    const partly = { ...cambridge, unrecognised: 'Qwxz' };
    expect(placeNotes([partly, partly], inEnglish)).toHaveLength(1);
  });
});
