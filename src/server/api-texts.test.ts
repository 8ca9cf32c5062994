import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { apiText } from '#server/api-texts.js';
import { useTestApp } from '#server/test/use-test-app.js';

const SPANISH_BROWSER = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

describe('the API’s error texts in the request’s language', () => {
  it('has a Spanish text for every English one the API answers errors with', () => {
    const { notFound, routeNotFound, alreadyExists, routeFailed, badUnsubscribeLink, unsubscribeGone } = messages.alerts;
    const alertRefusals = { notFound, routeNotFound, alreadyExists, routeFailed, badUnsubscribeLink, unsubscribeGone };
    const groups = [messages.auth, messages.http, messages.validation, messages.maps, messages.accountLinks, messages.providerApi, messages.reviewsApi, alertRefusals];
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

  it('says the refusals written with a value in Spanish, with the same value', () => {
    expect(apiText(messages.providerApi.seatsAboveCapacity('ageGroups.1.openSeats', 12), 'es')).toBe('Cupos libres: escriba como máximo la capacidad del programa (12)');
    expect(apiText(messages.providerApi.totalSeatsAboveCapacity(40), 'es')).toBe('Cupos libres: entre todos los grupos, escriba como máximo la capacidad del programa (40)');
    expect(apiText(messages.alerts.placeNotFound('start'), 'es')).toBe('No encontramos en el mapa la salida de la ruta guardada.');
    expect(apiText(messages.alerts.placeNotFound('end'), 'es')).toBe('No encontramos en el mapa la llegada de la ruta guardada.');
    expect(apiText(messages.alerts.placeNotFound('end'), 'en')).toBe(messages.alerts.placeNotFound('end'));
    // The same words with something else where the value goes are not that text.
    expect(apiText('We could not find the saved route on the map.', 'es')).toBe('We could not find the saved route on the map.');
  });

  it('says the account forms’ field checks in Spanish, and another form’s field as it came', () => {
    expect(apiText('First name is required', 'es')).toBe('Falta el nombre');
    expect(apiText('Address must be at most 300 characters', 'es')).toBe('La dirección puede tener como máximo 300 caracteres');
    expect(apiText('New password must be at least 8 characters', 'es')).toBe('La contraseña nueva debe tener al menos 8 caracteres');
    expect(apiText('Please enter a valid phone number', 'es')).toBe('Escriba un número de teléfono válido');
    expect(apiText('First name is required', 'en')).toBe('First name is required');
    expect(apiText('Subject is required', 'es')).toBe('Falta el asunto');
    expect(apiText('Please choose a category', 'es')).toBe('Elija una categoría');
    expect(apiText('Tour link is required', 'es')).toBe('Tour link is required');
  });

  it('says the checks of the review, reply, claim, token and listing forms in Spanish', () => {
    expect(apiText('text must be at least 20 characters', 'es')).toBe('El texto debe tener al menos 20 caracteres');
    expect(apiText('text is required', 'es')).toBe('Falta el texto');
    expect(apiText('stars must be from 1 to 5', 'es')).toBe('Elija de 1 a 5 estrellas');
    expect(apiText('relationship must be one of: parent, guardian', 'es')).toBe('Elija su relación con el programa');
    expect(apiText('Role at the program is required', 'es')).toBe('Falta el cargo en el programa');
    expect(apiText('Label is required', 'es')).toBe('Falta el nombre del token');
    // A listing section's checks name the field as the provider's form labels it, then what to write.
    expect(apiText('openSeats must not be negative', 'es')).toBe('Cupos libres: escriba 0 o más');
    expect(apiText('open must be a time as HH:MM (24-hour)', 'es')).toBe('Abre: escriba una hora como 07:30');
    expect(apiText('maxDollars must be at most 20000', 'es')).toBe('Hasta: escriba como máximo 20000');
    expect(apiText('close must be after open', 'es')).toBe('La hora de cierre debe ser después de la de apertura');
    expect(apiText('description must be at most 600 characters', 'es')).toBe('La descripción puede tener como máximo 600 caracteres');
    // A field of no form keeps its English.
    expect(apiText('tourColour must not be negative', 'es')).toBe('tourColour must not be negative');
  });

  it('says what became of an emailed link in the request’s language, its answer as its refusal', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
    const asked = await post('/api/auth/forgot-password', { emailId: 'nobody.here@example.com' }, SPANISH_BROWSER);
    expect(asked.json()).toEqual({
      success: true,
      message: 'Si alguna cuenta usa ese correo, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una vez, durante una hora.',
    });
    expect((await post('/api/auth/forgot-password', { emailId: 'nobody.here@example.com' })).json()).toMatchObject({ message: messages.accountLinks.resetRequested });
    const bad = await post('/api/auth/verify-email', { token: 'x'.repeat(43) }, SPANISH_BROWSER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Este enlace no es válido. Revise que abrió el enlace completo del correo, o pida uno nuevo.', code: 'LINK_INVALID' });
    const parent = { firstName: 'Ana', lastName: 'Ruiz', emailId: 'ana.ruiz@example.com', password: 'a long password', address: '1 Main St, Quincy, MA', phoneNumber: 'call me' };
    expect((await post('/api/auth/register', parent, SPANISH_BROWSER)).json()).toMatchObject({ error: 'Escriba un número de teléfono válido', code: 'VALIDATION_ERROR' });
    expect((await post('/api/auth/register', { ...parent, phoneNumber: '617 555 0100', firstName: ' ' }, SPANISH_BROWSER)).json()).toMatchObject({ error: 'Falta el nombre' });
  });
});
