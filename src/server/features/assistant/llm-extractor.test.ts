import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '#shared/schemas/assistant.js';
import { createTestApp } from '#server/test/test-app.js';
import { WRITTEN_APART_PARTS, scoreWrittenApart, writtenApartCases, type EvalCase, type WrittenApartPart } from './extraction-score.js';
import { chatCompletionsUrl, createLlmExtractor } from './llm-extractor.js';

/** A stand-in OpenAI-compatible server on loopback: its answer is chosen per test. */
let answer: (request: IncomingMessage, body: string, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
const seen: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

function completion(content: string): string {
  return JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
      answer(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const modelRoute = {
  intent: 'route', sourceAddress: 'Quincy Center', destinationAddress: 'MIT', aroundMeAddress: null, address: null, category: 'daycare', ageGroup: 'infant',
};
const rules = { intent: 'route', sourceAddress: 'Quincy', destinationAddress: 'Cambridge', category: null, ageGroup: null };

describe('language-model extractor', () => {
  it('uses a good answer, asking for the answer\'s JSON schema with worked examples, the key and the model', async () => {
    answer = (_request, _body, response) => response.setHeader('content-type', 'application/json').end(completion(JSON.stringify(modelRoute)));
    seen.length = 0;
    const extract = createLlmExtractor({ baseUrl, apiKey: 'k-123', model: 'tiny' });
    // A model that leaves the filters out asks for none.
    expect(await extract('from Quincy to Cambridge')).toEqual({ ...modelRoute, filters: NO_FILTERS });
    expect(seen[0]).toMatchObject({
      url: '/v1/chat/completions',
      auth: 'Bearer k-123',
      body: { model: 'tiny', response_format: { type: 'json_schema', json_schema: { name: 'extract_response', strict: true } } },
    });
    const body = seen[0]?.body as { response_format: { json_schema: { schema: { required: string[] } } }; messages: { role: string; content: string }[] };
    expect(body.response_format.json_schema.schema.required).toContain('filters');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(body.messages.at(-1)?.content).toBe('from Quincy to Cambridge');
    for (const example of body.messages.filter((message) => message.role === 'assistant')) expect(() => JSON.parse(example.content) as unknown).not.toThrow();
  });

  it('takes the filters the model read; one answered false is not asked for', async () => {
    const filters = { openings: false, maxMonthlyTuition: 1950, openBy: '07:30', openUntil: null, language: 'pt', subsidy: true };
    answer = (_request, _body, response) => response.end(completion(JSON.stringify({ ...modelRoute, filters })));
    expect(await createLlmExtractor({ baseUrl })('from Quincy to MIT, Portuguese, under $450 a week, drop-off 7:30, vouchers')).toEqual({
      ...modelRoute,
      filters: { openings: null, maxMonthlyTuition: 1950, openBy: '07:30', openUntil: null, language: 'pt', subsidy: true },
    });
  });

  it.each([
    ['bad JSON', '{"intent": "route", '],
    ['JSON that is not the schema', JSON.stringify({ ...modelRoute, category: 'babysitting' })],
    ['a route without its end', JSON.stringify({ ...modelRoute, destinationAddress: null })],
    ['a language that is no ISO 639-1 code of the catalogue', JSON.stringify({ ...modelRoute, filters: { ...NO_FILTERS, language: 'spanish' } })],
    ['a time that is not HH:MM', JSON.stringify({ ...modelRoute, filters: { ...NO_FILTERS, openUntil: '6pm' } })],
  ])('falls back to the rules on %s', async (_name, content) => {
    answer = (_request, _body, response) => response.end(completion(content));
    const warnings: string[] = [];
    const extract = createLlmExtractor({ baseUrl, warn: (_error, message) => warnings.push(message) });
    expect(await extract('from Quincy to Cambridge')).toMatchObject(rules);
    expect(warnings).toHaveLength(1);
  });

  it('cleans the model\'s places as the rules do: a price is no end of a route, a time no part of a place', async () => {
    const priced = { ...modelRoute, sourceAddress: '02139, we can pay up', destinationAddress: '$2,500/month' };
    answer = (_request, _body, response) => response.end(completion(JSON.stringify(priced)));
    expect(await createLlmExtractor({ baseUrl })('infant daycare near 02139, we can pay up to $2,500/month')).toEqual({
      ...modelRoute,
      filters: NO_FILTERS,
      intent: 'nearby',
      sourceAddress: null,
      destinationAddress: null,
      aroundMeAddress: '02139',
      address: '02139',
    });
    const timed = { ...modelRoute, intent: 'nearby', sourceAddress: null, destinationAddress: null, address: 'Newton, MA, pickup at 3pm' };
    answer = (_request, _body, response) => response.end(completion(JSON.stringify(timed)));
    expect(await createLlmExtractor({ baseUrl })('near Newton, MA, pickup at 3pm')).toMatchObject({ intent: 'nearby', address: 'Newton, MA' });
  });

  it('falls back to the rules on a server error', async () => {
    answer = (_request, _body, response) => response.writeHead(500).end('boom');
    expect(await createLlmExtractor({ baseUrl })('from Quincy to Cambridge')).toMatchObject(rules);
  });

  it('falls back to the rules on a timeout', async () => {
    answer = () => undefined; // never answers
    const started = Date.now();
    expect(await createLlmExtractor({ baseUrl, timeoutMs: 200 })('from Quincy to Cambridge')).toMatchObject(rules);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('falls back when nothing listens', async () => {
    expect(await createLlmExtractor({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 500 })('from Quincy to Cambridge')).toMatchObject(rules);
  });

  it('builds the chat-completions URL from a base URL', () => {
    expect(chatCompletionsUrl('http://h:1/v1/')).toBe('http://h:1/v1/chat/completions');
    expect(chatCompletionsUrl('http://h:1')).toBe('http://h:1/v1/chat/completions');
    expect(chatCompletionsUrl('http://h:1/v1/chat/completions')).toBe('http://h:1/v1/chat/completions');
  });

  it('is used by the endpoint when LLM_BASE_URL is set', async () => {
    answer = (_request, _body, response) => response.end(completion(JSON.stringify({ ...modelRoute, intent: 'nearby', address: 'MIT' })));
    const t = await createTestApp('sqlite', { llm: { baseUrl, apiKey: undefined, model: 'tiny' } });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/extract-info', payload: { text: 'daycare near MIT' } });
      expect(response.json()).toEqual({ ...modelRoute, intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: 'MIT', address: 'MIT', filters: NO_FILTERS });
    } finally {
      await t.close();
    }
  });

  // What the model answers passes through the same cleaning as the rules' places (tidy), and the
  // scorer reads it as it reads the rules: a model that answers each request as its writer labelled
  // it must score all but the few labels the answer cannot hold. This once found "Route 128
  // station" cut to "128 station" and a list of wanted languages never matched.
  it('scores a model that answers every written-apart request as labelled right, but for the labels the answer cannot hold', async () => {
    const parts = Object.keys(WRITTEN_APART_PARTS) as WrittenApartPart[];
    const labelled = new Map(parts.flatMap((part) => writtenApartCases(part).map((c) => [c.text, c] as const)));
    const first = <T,>(value: T | T[] | undefined): T | null => (value === undefined ? null : Array.isArray(value) ? (value[0] ?? null) : value);
    const asLabelled = (c: EvalCase) => {
      const place = c.source ? null : first(c.place);
      return {
        intent: c.source ? 'route' : place ? 'nearby' : 'unknown',
        sourceAddress: first(c.source), destinationAddress: c.source ? first(c.destination) : null, aroundMeAddress: place, address: place,
        category: first(c.category), ageGroup: first(c.ageGroup),
        filters: { openings: c.openings ?? null, maxMonthlyTuition: c.maxMonthlyTuition ?? null, openBy: c.openBy ?? null, openUntil: c.openUntil ?? null, language: first(c.language), subsidy: c.subsidy ?? null },
      };
    };
    answer = (_request, body, response) => {
      const request = (JSON.parse(body) as { messages: { content: string }[] }).messages.at(-1)?.content ?? '';
      response.end(completion(JSON.stringify(asLabelled(labelled.get(request) as EvalCase))));
    };
    let stoodIn = 0;
    const extract = createLlmExtractor({ baseUrl, warn: () => (stoodIn += 1) });
    let missed = 0;
    for (const part of parts) {
      const score = await scoreWrittenApart(part, extract);
      missed += score.total - score.right;
    }
    // Languages the search does not offer (Hebrew, Bosnian) and a trip with no start are not the
    // answer's schema, so the rules stand in; "NIH campus" and "Texas Medical Center Houston" are
    // labels the offline geocoder places by a shorter name only.
    expect(stoodIn).toBeLessThanOrEqual(3);
    expect(missed).toBeLessThanOrEqual(5);
  }, 120_000);
});
