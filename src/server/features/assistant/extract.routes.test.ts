import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { NO_FILTERS, extractError, extractResponse } from '#shared/schemas/assistant.js';
import { nextRemoteAddress } from '#server/test/factories.js';
import { testEngines } from '#server/test/test-database.js';
import { EXTRACT_REQUESTS_PER_MINUTE } from './extract.routes.js';
import { useTestApp } from '#server/test/use-test-app.js';

describe.each(testEngines)('POST /api/v1/extract-info on %s', (engine) => {
  const t = useTestApp(engine);

  const send = (payload: unknown, remoteAddress = nextRemoteAddress(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/extract-info', payload: payload as string, headers, remoteAddress });

  it('answers a route', async () => {
    const response = await send({ text: 'I drive from Quincy to Kendall Square, need infant care on the way' });
    expect(response.statusCode).toBe(200);
    expect(extractResponse.strict().parse(response.json())).toEqual({
      intent: 'route', sourceAddress: 'Quincy', destinationAddress: 'Kendall Square', aroundMeAddress: null, address: null, category: null, ageGroup: 'infant', filters: NO_FILTERS,
    });
  });

  it('answers a single place', async () => {
    const response = await send({ text: 'Montessori near 02139' });
    expect(extractResponse.strict().parse(response.json())).toEqual({
      intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: '02139', address: '02139', category: 'montessori', ageGroup: null, filters: NO_FILTERS,
    });
  });

  it('answers the filters a request asks for, each null when not asked', async () => {
    const response = await send({ text: 'Portuguese-speaking daycare in Framingham with openings, under $450 a week, drop-off at 7:30, pickup by 5:45, takes vouchers' });
    expect(response.statusCode).toBe(200);
    expect(extractResponse.strict().parse(response.json())).toMatchObject({
      intent: 'nearby',
      address: 'Framingham',
      category: 'daycare',
      // $450 a week is 450 x 52 / 12 = 1,950 a month.
      filters: { openings: true, maxMonthlyTuition: 1950, openBy: '07:30', openUntil: '17:45', language: 'pt', subsidy: true },
    });
    const plain = await send({ text: 'daycare in Framingham' });
    expect(plain.json()).toMatchObject({ filters: NO_FILTERS });
  });

  it('answers unknown when no place is named', async () => {
    const response = await send({ text: 'hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ intent: 'unknown', sourceAddress: null, address: null, category: null, ageGroup: null, filters: NO_FILTERS });
  });

  it('keeps HTML and script as inert text or nulls', async () => {
    const response = await send({ text: '<script>alert("x")</script><img src=x onerror=alert(1)> daycare near "Fenway" & friends' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = extractResponse.parse(response.json());
    for (const value of Object.values(body)) expect(JSON.stringify(value)).not.toMatch(/<|>/);
  });

  it.each([
    ['blank text', { text: '   ' }, messages.validation.queryRequired],
    ['empty text', { text: '' }, messages.validation.queryRequired],
    ['missing text', {}, messages.validation.queryRequired],
    ['text that is not a string', { text: 42 }, messages.validation.queryRequired],
    ['text over 1,000 characters', { text: 'a'.repeat(1001) }, 'Please keep your request under 1000 characters'],
  ])('refuses %s with 400 and a message', async (_name, payload, text) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(extractError.parse(response.json())).toMatchObject({ success: false, error: text, message: text });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await send('{"text": ', nextRemoteAddress(), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    const body = extractError.parse(response.json());
    expect(body.message).toBe(messages.http.invalidJson);
    expect(body.error).toBe(body.message);
  });

  it('accepts exactly 1,000 characters', async () => {
    expect((await send({ text: `daycare in Quincy ${'x'.repeat(982)}` })).statusCode).toBe(200);
  });

  it('limits each address to 20 requests a minute, with a message', async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < EXTRACT_REQUESTS_PER_MINUTE; i += 1) expect((await send({ text: 'Quincy' }, address)).statusCode).toBe(200);
    const limited = await send({ text: 'Quincy' }, address);
    expect(limited.statusCode).toBe(429);
    const body = extractError.parse(limited.json());
    expect(body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(body.message).toBe(body.error);
    expect((await send({ text: 'Quincy' })).statusCode).toBe(200);
  });

  it('leaves the error shape of other endpoints alone', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.json()).not.toHaveProperty('message');
  });
});
