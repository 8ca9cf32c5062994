import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { healthResponse } from '#shared/schemas/health.js';
import { offThreadAnswer } from './answer-contracts';
import { ApiError, apiRequest, errorText, failedWith, setSessionExpiredHandler } from './api-client';
import { readSession, signIn } from './session';
import { MemoryStorage } from './test-support/memory-storage';
import { testParent, testToken } from './test-support/signed-in-parent';

const parent = testParent;
const token = testToken;

let storage: MemoryStorage;
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  storage = new MemoryStorage();
  // The session defaults to the browser's localStorage and window; Node gets stand-ins.
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token when signed in and returns the parsed answer', async () => {
    signIn(parent, token);
    fetchMock.mockResolvedValue(answer(200, { status: 'ok' }));

    const result = await apiRequest('/api/health', { method: 'POST', body: { a: 1 }, schema: healthResponse });

    expect(result).toEqual({ status: 'ok' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(sentHeaders().get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('asks the API to answer in the page’s language', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'ok' }));
    await apiRequest('/api/health', { schema: healthResponse });
    expect(sentHeaders().get('Accept-Language')).toBe('en');

    fetchMock.mockClear();
    fetchMock.mockResolvedValue(answer(200, { status: 'ok' }));
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      await apiRequest('/api/health', { schema: healthResponse });
      expect(sentHeaders().get('Accept-Language')).toBe('es');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('sends no token on anonymous calls such as login', async () => {
    signIn(parent, token);
    fetchMock.mockResolvedValue(answer(200, { status: 'ok' }));

    await apiRequest('/api/health', { schema: healthResponse, anonymous: true });

    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it("throws an ApiError carrying the server's error text and status", async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, error: messages.auth.emailTaken }));

    const error = await apiRequest('/api/health', { schema: healthResponse }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverError: messages.auth.emailTaken });
    expect(errorText(error, messages.auth.registrationFailed)).toBe(messages.auth.emailTaken);
  });

  it("carries the server's error code, which the web switches on", async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, error: messages.saved.routeAlreadySaved, code: 'ALREADY_SAVED' }));

    const error = await apiRequest('/api/health', { schema: healthResponse }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 409, code: 'ALREADY_SAVED' });
    expect(failedWith(error, 'ALREADY_SAVED')).toBe(true);
    expect(failedWith(error, 'NOT_FOUND')).toBe(false);
    expect(failedWith(new Error('not an API error'), 'ALREADY_SAVED')).toBe(false);
  });

  it("falls back to the caller's text when the server sent no error text", async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>'));

    const error = await apiRequest('/api/health', { schema: healthResponse }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, serverError: undefined });
    expect(errorText(error, messages.auth.loginFailed)).toBe(messages.auth.loginFailed);
  });

  it('turns a network failure into the network-error text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiRequest('/api/health', { schema: healthResponse }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, serverError: messages.auth.networkError });
    expect(errorText(error, messages.auth.loginFailed)).toBe(messages.auth.networkError);
  });

  it('rejects a success answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'maybe' }));

    await expect(apiRequest('/api/health', { schema: healthResponse })).rejects.toBeInstanceOf(ApiError);
  });

  it('validates with a schema it imports lazily, as strictly as with one given directly', async () => {
    const loadHealth = () => import('#shared/schemas/health.js').then((contract) => contract.healthResponse);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'ok' })).mockResolvedValueOnce(answer(200, { status: 'maybe' }));

    await expect(apiRequest('/api/health', { schema: loadHealth })).resolves.toEqual({ status: 'ok' });
    await expect(apiRequest('/api/health', { schema: loadHealth })).rejects.toBeInstanceOf(ApiError);
  });

  it('checks an answer against a contract named for the worker as strictly, on this thread where no worker runs', async () => {
    const config = { map: { tileUrl: null, attribution: 'Outlines', defaultCenter: { lat: 42.36, lng: -71.06 }, defaultZoom: 11, searchZoom: 13 }, geoProvider: 'offline' };
    fetchMock
      .mockResolvedValueOnce(answer(200, config))
      .mockResolvedValueOnce(answer(200, { ...config, geoProvider: 'elsewhere' }))
      .mockResolvedValueOnce(answer(200, '{"map":'));

    await expect(apiRequest('/api/config', { schema: offThreadAnswer('siteConfig') })).resolves.toEqual(config);
    await expect(apiRequest('/api/config', { schema: offThreadAnswer('siteConfig') })).rejects.toMatchObject({ status: 200 });
    await expect(apiRequest('/api/config', { schema: offThreadAnswer('siteConfig') })).rejects.toMatchObject({ status: 200 });
  });

  it('reads a schema that fails to load as a network failure', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'ok' }));
    const failingLoad = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    await expect(apiRequest('/api/health', { schema: failingLoad })).rejects.toMatchObject({
      status: 0,
      serverError: messages.auth.networkError,
    });
  });
});

describe('a 401', () => {
  it('on an authorised call ends the session and tells the app', async () => {
    const onExpired = vi.fn();
    const unregister = setSessionExpiredHandler(onExpired);
    signIn(parent, token);
    fetchMock.mockResolvedValue(answer(401, { success: false, error: messages.auth.unauthorized }));

    await expect(apiRequest('/api/users/u1/profile', { schema: healthResponse })).rejects.toMatchObject({
      status: 401,
      serverError: messages.auth.unauthorized,
    });

    expect(readSession()).toBeNull();
    expect(Object.values(SESSION_KEYS).map((key) => storage.getItem(key))).toEqual([null, null, null]);
    expect(onExpired).toHaveBeenCalledOnce();
    unregister();
  });

  it('from several calls at once ends the session once and tells the app once', async () => {
    const onExpired = vi.fn();
    const unregister = setSessionExpiredHandler(onExpired);
    signIn(parent, token);
    fetchMock.mockImplementation(() => Promise.resolve(answer(401, { success: false, error: messages.auth.unauthorized })));

    const calls = ['/api/users/u1/daycares', '/api/users/u1/routes', '/api/users/u1/profile'].map((path) =>
      apiRequest(path, { schema: healthResponse }).catch((caught: unknown) => caught),
    );

    for (const error of await Promise.all(calls)) expect(error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onExpired).toHaveBeenCalledOnce();
    unregister();
  });

  it('answering a call of an earlier session leaves the new session alone', async () => {
    const onExpired = vi.fn();
    const unregister = setSessionExpiredHandler(onExpired);
    signIn(parent, token);
    let answerLate: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)));
    const lateCall = apiRequest('/api/users/u1/routes', { schema: healthResponse }).catch((caught: unknown) => caught);

    signIn(parent, 'header.fresh-payload.signature');
    answerLate(answer(401, { success: false, error: messages.auth.unauthorized }));

    expect(await lateCall).toMatchObject({ status: 401 });
    expect(readSession()?.token).toBe('header.fresh-payload.signature');
    expect(onExpired).not.toHaveBeenCalled();
    unregister();
  });

  it('on login (wrong password) leaves the session and the app alone', async () => {
    const onExpired = vi.fn();
    const unregister = setSessionExpiredHandler(onExpired);
    signIn(parent, token);
    fetchMock.mockResolvedValue(answer(401, { success: false, error: messages.auth.invalidCredentials }));

    await expect(apiRequest('/api/auth/login', { schema: healthResponse, anonymous: true })).rejects.toMatchObject({
      serverError: messages.auth.invalidCredentials,
    });

    expect(readSession()).not.toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
    unregister();
  });
});
