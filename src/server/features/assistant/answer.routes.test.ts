import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerResponse } from '#shared/schemas/assistant-answer.js';
import { errorResponse } from '#shared/schemas/errors.js';
import { readPostFiles } from '#server/features/blog/blog-files.js';
import { upsertPosts } from '#server/features/blog/blog.repository.js';
import { nextRemoteAddress } from '#server/test/factories.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { NANNY_TEXTS } from './nanny-texts.js';
import { EXTRACT_REQUESTS_PER_MINUTE } from './extract.routes.js';

const blog = fileURLToPath(new URL('../../../../content/blog/', import.meta.url));
const FIRST_WEEK = 'your-first-week-at-a-new-daycare-what-to-expect-and-how-to-help';

// Chelsea, MA: a preschool in town, a daycare in town, and a preschool in Worcester, far out of reach.
const chelseaPreschool = makeProgram({ lat: 42.3918, lng: -71.0328, name: 'Chelsea Little Learners', category: 'preschool', ageGroups: ['preschool'], city: 'Chelsea' });
const chelseaDaycare = makeProgram({ lat: 42.3925, lng: -71.034, name: 'Chelsea Daycare Hub', category: 'daycare', ageGroups: ['toddler'], city: 'Chelsea' });
const farPreschool = makeProgram({ lat: 42.2626, lng: -71.8023, name: 'Worcester Preschool', category: 'preschool', city: 'Worcester' });
// Two branches of one name, far from Chelsea.
const namesakes = ['Worcester', 'Lowell'].map((city) => makeProgram({ lat: 42.3, lng: -71.8, name: 'Harbor Kids Academy', category: 'daycare', city }));

describe.each(testEngines)('POST /api/v1/assistant/answer on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, [chelseaPreschool, chelseaDaycare, farPreschool, ...namesakes]);
    await upsertPosts(t.database.db, await readPostFiles(blog));
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (payload: unknown, remoteAddress = nextRemoteAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/assistant/answer', payload: payload as string, remoteAddress });
  const askInSpanish = (message: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/assistant/answer', payload: { message }, headers: { 'accept-language': 'es' }, remoteAddress: nextRemoteAddress() });

  it('quotes the passage of the article that answers, with its link', async () => {
    const response = await ask({ message: 'my daughter cries every morning at drop off, is that normal?' });
    expect(response.statusCode).toBe(200);
    const answer = answerResponse.parse(response.json());
    expect(answer).toMatchObject({ kind: 'passage', source: { cite: FIRST_WEEK, path: `/blog/${FIRST_WEEK}`, section: 'What’s normal'.replace('’', "'") } });
    if (answer.kind !== 'passage') throw new Error('not a passage');
    // A few sentences of the article itself, not the whole article.
    expect(answer.text).toMatch(/cry at drop-off/i);
    expect(answer.text.length).toBeLessThan(700);
  });

  it('answers from the How It Works FAQ, linking to its entry', async () => {
    const answer = answerResponse.parse((await ask({ message: 'can I save my route to grandma’s house too?' })).json());
    expect(answer).toMatchObject({
      kind: 'passage',
      text: expect.stringMatching(/^Yes\. Save as many routes as you like/),
      source: { cite: 'faq:can-i-save-more-than-one-route', path: '/how-it-works#faq-can-i-save-more-than-one-route', title: 'Can I save more than one route?' },
    });
  });

  it('says plainly when nothing we wrote fits, rather than quote something loosely related', async () => {
    const answer = answerResponse.parse((await ask({ message: 'what is the best stroller for city living' })).json());
    expect(answer).toEqual({ kind: 'none', text: NANNY_TEXTS.en.nothingFits });
  });

  describe('asked from a Spanish page', () => {
    it('quotes the Spanish of the FAQ, linked to the same entry', async () => {
      const answer = answerResponse.parse((await askInSpanish('¿puedo guardar varias rutas, la del trabajo y la de los abuelos?')).json());
      expect(answer).toMatchObject({
        kind: 'passage',
        text: expect.stringMatching(/^Sí\. Guarde todas las rutas/),
        source: { cite: 'faq:can-i-save-more-than-one-route', path: '/how-it-works#faq-can-i-save-more-than-one-route', title: '¿Puedo guardar más de una ruta?' },
      });
    });

    it('quotes a Spanish article, never an English one', async () => {
      const answer = answerResponse.parse((await askInSpanish('¿cuánto cuesta la guardería de un bebé en Massachusetts?')).json());
      expect(answer).toMatchObject({ kind: 'passage', source: { cite: 'costos-del-cuidado-infantil-para-bebes-y-ayudas-en-massachusetts' } });
    });

    it('says in Spanish when nothing fits', async () => {
      const answer = answerResponse.parse((await askInSpanish('¿cuál es la mejor carriola para la ciudad?')).json());
      expect(answer).toEqual({ kind: 'none', text: NANNY_TEXTS.es.nothingFits });
    });

    it('answers a Spanish request to find care in Spanish', async () => {
      const answer = answerResponse.parse((await askInSpanish('busco un preescolar cerca de Chelsea')).json());
      expect(answer).toMatchObject({ kind: 'programs', total: 1, text: NANNY_TEXTS.es.found(1, 1), understood: { address: 'Chelsea', category: 'preschool' } });
    });
  });

  it('answers a request to find care with the top programs the search finds, and what it read', async () => {
    const answer = answerResponse.parse((await ask({ message: 'find a preschool near Chelsea' })).json());
    expect(answer).toMatchObject({ kind: 'programs', total: 1, understood: { intent: 'nearby', address: 'Chelsea', category: 'preschool' } });
    if (answer.kind !== 'programs') throw new Error('not programs');
    expect(answer.programs.map((program) => program.name)).toEqual(['Chelsea Little Learners']);
    expect(answer.programs[0]).toMatchObject({ id: chelseaPreschool.id, category: 'preschool', openings: [] });
  });

  it('answers a question about a program it names from the program’s own facts, in the page’s language, before reading a search in it', async () => {
    const answer = answerResponse.parse((await ask({ message: 'What are the hours at Chelsea Daycare Hub, and does it take vouchers?' })).json());
    expect(answer).toEqual({
      kind: 'program',
      text: `Chelsea Daycare Hub, ${chelseaDaycare.address}, Chelsea:\nHours: not reported by the provider yet\nSubsidies: not listed`,
      program: { id: chelseaDaycare.id, name: 'Chelsea Daycare Hub', address: `${chelseaDaycare.address}, Chelsea` },
    });
    const spanish = answerResponse.parse((await askInSpanish('¿Chelsea Daycare Hub tiene cupos?')).json());
    expect(spanish).toMatchObject({ kind: 'program', text: `Chelsea Daycare Hub, ${chelseaDaycare.address}, Chelsea:\nCupos: el proveedor aún no lo informa` });
  });

  it('asks which program is meant when several share the name asked about, and answers the one whose town is named', async () => {
    const answer = answerResponse.parse((await ask({ message: 'Is Harbor Kids Academy any good?' })).json());
    expect(answer).toEqual({
      kind: 'program-choice',
      text: NANNY_TEXTS.en.whichProgram('Harbor Kids Academy', 2),
      programs: namesakes.map((program) => ({ id: program.id, name: 'Harbor Kids Academy', address: `${program.address}, ${program.city}` })),
    });
    const inLowell = answerResponse.parse((await ask({ message: 'Is Harbor Kids Academy in Lowell any good?' })).json());
    expect(inLowell).toMatchObject({ kind: 'program', program: { id: namesakes[1]!.id } });
  });

  it('reads the filters of a request to find care through the extractor', async () => {
    const answer = answerResponse.parse((await ask({ message: 'find a Spanish-speaking preschool near Chelsea with openings' })).json());
    expect(answer).toMatchObject({ kind: 'programs', understood: { address: 'Chelsea', category: 'preschool', filters: { language: 'es', openings: true } } });
    if (answer.kind !== 'programs') throw new Error('not programs');
    // Neither test program reports its languages: none is claimed to speak Spanish.
    expect(answer.programs).toEqual([]);
    expect(answer.text).toMatch(/No program matches/);
  });

  it('says so when the place of a request cannot be found', async () => {
    const answer = answerResponse.parse((await ask({ message: 'find a daycare near Xyzzyplugh Qwertyville' })).json());
    expect(answer.kind === 'none' || answer.kind === 'programs').toBe(true);
  });

  it('answers, not fails, when what it reads as a place is longer than any place', async () => {
    const response = await ask({ message: `daycare near ${'A'.repeat(400)}` });
    expect(response.statusCode).toBe(200);
    expect(answerResponse.parse(response.json()).kind).toBe('none');
  });

  it('answers 400 naming the field for a missing, blank or overlong message', async () => {
    for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(1001) }, { message: 42 }]) {
      const response = await ask(payload);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json()).error).toMatch(/message/);
    }
  });

  it('limits each address to the extract route’s rate', async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < EXTRACT_REQUESTS_PER_MINUTE; i++) expect((await ask({ message: 'what is a playgroup' }, address)).statusCode).toBe(200);
    const limited = await ask({ message: 'what is a playgroup' }, address);
    expect(limited.statusCode).toBe(429);
    expect(errorResponse.parse(limited.json())).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('is documented with its operation id', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, { post?: { operationId?: string } }> };
    expect(spec.paths['/api/v1/assistant/answer']?.post?.operationId).toBe('answerQuestion');
  });
});
