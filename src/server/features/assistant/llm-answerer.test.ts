import { fileURLToPath } from 'node:url';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerResponse, type AnswerResponse } from '#shared/schemas/assistant-answer.js';
import { readPostFiles } from '#server/features/blog/blog-files.js';
import { upsertPosts } from '#server/features/blog/blog.repository.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';

/** A stand-in OpenAI-compatible server on loopback answering in the chat-completions streaming format; its answer is chosen per test. */
let answer: (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
const seen: { stream: unknown; messages: { role: string; content: string }[] }[] = [];

const chunk = (content: string) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
function streamWords(response: ServerResponse, pieces: string[], end = 'data: [DONE]\n\n') {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const piece of pieces) response.write(chunk(piece));
  response.end(end);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', () => {
      seen.push(JSON.parse(body) as (typeof seen)[number]);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The events of a server-sent event stream, in order. */
function events(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

const blog = fileURLToPath(new URL('../../../../content/blog/', import.meta.url));
const QUESTION = 'my daughter cries every morning at drop off, is that normal?';
const FIRST_WEEK = 'your-first-week-at-a-new-daycare-what-to-expect-and-how-to-help';
const chelseaPreschool = makeProgram({ lat: 42.3918, lng: -71.0328, name: 'Chelsea Little Learners', category: 'preschool', city: 'Chelsea' });

describe.each(testEngines)('the Nanny with a language model, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { llm: { baseUrl, apiKey: undefined, model: 'tiny' } }, [chelseaPreschool]);
    await upsertPosts(t.database.db, await readPostFiles(blog));
  });
  afterAll(async () => {
    await t.close();
  });

  const askStreaming = (message: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/assistant/answer', payload: { message }, headers: { accept: 'text/event-stream' } });
  const offline = async (message: string) =>
    answerResponse.parse((await t.app.inject({ method: 'POST', url: '/api/v1/assistant/answer', payload: { message } })).json());

  it('streams the model’s words grounded on the passages found, then the whole answer citing the passage it used', async () => {
    seen.length = 0;
    answer = (_request, response) => streamWords(response, ['Crying at drop-off ', 'is normal for a while [1]. ', 'Keep goodbyes short.']);
    const response = await askStreaming(QUESTION);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const got = events(response.body);
    expect(got.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('')).toBe('Crying at drop-off is normal for a while [1]. Keep goodbyes short.');
    const last = got.at(-1)!;
    expect(last.event).toBe('answer');
    expect(answerResponse.parse(last.data)).toMatchObject({ kind: 'passage', text: 'Crying at drop-off is normal for a while [1]. Keep goodbyes short.', source: { cite: FIRST_WEEK } });
    // The model was asked to stream, given the question and numbered passages to answer from.
    expect(seen[0]?.stream).toBe(true);
    const prompt = seen[0]?.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(QUESTION);
    expect(prompt).toMatch(/\[1\] Your first week at a new daycare/);
  });

  it('asks the model to answer a Spanish page in Spanish, from the Spanish passages', async () => {
    seen.length = 0;
    answer = (_request, response) => streamWords(response, ['Sí, puede guardar varias rutas [1].']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/answer',
      payload: { message: '¿puedo guardar varias rutas?' },
      headers: { accept: 'text/event-stream', 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(answerResponse.parse(events(response.body).at(-1)?.data)).toMatchObject({ kind: 'passage', source: { title: '¿Puedo guardar más de una ruta?' } });
    expect(seen[0]?.messages[0]?.content).toMatch(/Answer in Spanish, addressing the parent as usted/);
    expect(seen[0]?.messages.at(-1)?.content).toContain('[1] ¿Puedo guardar más de una ruta?');
  });

  it('grounds a request to find care on the programs’ facts, keeping the cards and taking the model’s words', async () => {
    seen.length = 0;
    answer = (_request, response) => streamWords(response, ['Chelsea Little Learners is a preschool ', 'close by [1].']);
    const got = events((await askStreaming('find a preschool near Chelsea')).body);
    expect(answerResponse.parse(got.at(-1)?.data)).toMatchObject({
      kind: 'programs',
      text: 'Chelsea Little Learners is a preschool close by [1].',
      total: 1,
      programs: [{ id: chelseaPreschool.id }],
    });
    expect(seen[0]?.messages.at(-1)?.content).toMatch(/Program facts[\s\S]*\[1\] Chelsea Little Learners, /);
  });

  it('sends the offline answer when the model fails, answers an error status or breaks its stream', async () => {
    const expected: AnswerResponse = await offline(QUESTION);
    const failures: ((request: IncomingMessage, response: ServerResponse) => void)[] = [
      (_request, response) => response.writeHead(500).end('boom'),
      (_request, response) => streamWords(response, ['Half an ans'], 'data: {not json\n\n'),
      (_request, response) => streamWords(response, []),
      (request) => request.socket.destroy(),
    ];
    for (const failure of failures) {
      answer = failure;
      const got = events((await askStreaming(QUESTION)).body);
      expect(got.at(-1)).toEqual({ event: 'answer', data: expected });
    }
  });

  it('answers JSON offline without asking the model when the client does not ask for a stream', async () => {
    seen.length = 0;
    expect(await offline(QUESTION)).toMatchObject({ kind: 'passage', source: { cite: FIRST_WEEK } });
    expect(seen).toHaveLength(0);
  });

  it('does not ask the model when nothing fits: the stream is the one plain answer', async () => {
    seen.length = 0;
    const got = events((await askStreaming('what is the best stroller for city living')).body);
    expect(got).toEqual([{ event: 'answer', data: expect.objectContaining({ kind: 'none' }) }]);
    expect(seen).toHaveLength(0);
  });

  it('says a named program’s facts as its page has them, without the model', async () => {
    seen.length = 0;
    const got = events((await askStreaming('does Chelsea Little Learners have openings?')).body);
    expect(got).toEqual([{ event: 'answer', data: expect.objectContaining({ kind: 'program', program: expect.objectContaining({ id: chelseaPreschool.id }) }) }]);
    expect(seen).toHaveLength(0);
  });
});
