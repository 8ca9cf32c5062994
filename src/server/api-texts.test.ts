import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { apiText } from '#server/api-texts.js';
import { useTestApp } from '#server/test/use-test-app.js';

const SPANISH_BROWSER = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

describe('the API’s error texts in the request’s language', () => {
  it('has a Spanish text for every English one the API answers errors with', () => {
    const groups = [messages.auth, messages.http, messages.validation, messages.maps];
    const english = groups.flatMap((group): unknown[] => Object.values(group)).filter((text): text is string => typeof text === 'string');
    expect(english.filter((text) => apiText(text, 'es') === text)).toEqual([]);
    expect(english.every((text) => apiText(text, 'en') === text)).toBe(true);
    // A text the table does not hold (a value written into it) passes as it came.
    expect(apiText(`${messages.maps.routeFailedPrefix} ZERO_RESULTS`, 'es')).toBe(`${messages.maps.routeFailedPrefix} ZERO_RESULTS`);
  });

  const t = useTestApp('sqlite');
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers a request that asks for Spanish in Spanish, and any other in the exact English', async () => {
    const missing = '/api/search/route?start=Quincy';
    expect((await get(missing, SPANISH_BROWSER)).json()).toEqual({ success: false, error: 'Escriba la dirección de salida y la de llegada.', code: 'VALIDATION_ERROR' });
    expect((await get(missing)).json()).toMatchObject({ error: messages.validation.bothAddressesResults });
    expect((await get(missing, { 'accept-language': 'fr-CA,fr' })).json()).toMatchObject({ error: messages.validation.bothAddressesResults });

    const nowhere = '/api/search/nearby?location=Qwxzzy%20Nowhereville';
    const unknown = await get(nowhere, SPANISH_BROWSER);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: 'No encontramos resultados para esa dirección. Revísela e inténtelo de nuevo.', code: 'NO_RESULTS' });
    expect((await get(nowhere)).json()).toMatchObject({ error: messages.maps.noResults });

    expect((await get('/api/no-such-endpoint', SPANISH_BROWSER)).json()).toMatchObject({ error: 'No encontrado', code: 'NOT_FOUND' });
  });
});
