import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { i18n } from '#web/lib/i18n';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import { localReply, namedCataloguePrograms, namedDaycares } from './choose-reply';
import { CHECKLIST_REPLY, COMPARE_REPLY, FIRST_TIME_REPLY, REVIEWS_REPLY, genericReply, replyBlocks } from './assistant-replies';
import { assistantTexts } from './assistant-texts';
import { messages as spanishMessages } from './locales/es.po';

const saved = (name: string): SavedDaycare => ({
  id: name,
  placeId: null,
  name,
  address: '1 Main Street, Quincy, MA 02169',
  city: 'Quincy',
  state: 'MA',
  zipCode: '02169',
  phoneNumber: '617-555-0100',
  email: 'hello@example.com',
  website: '',
  capacity: 40,
  licenseNumber: 'L-1',
  savedAt: '2026-03-01T12:00:00.000Z',
  rating: null,
  reviewCount: 0,
});

const acorns = saved('Little Acorns Early Learning');
const harbor = saved('Harbor Kids Preschool');

describe('localReply', () => {
  it.each([
    ['What should I LOOK FOR?', CHECKLIST_REPLY],
    ['safety Checklist please', CHECKLIST_REPLY],
    ['Can you analyze this?', REVIEWS_REPLY],
    ['Are the Reviews fair?', REVIEWS_REPLY],
    ['How do I COMPARE them?', COMPARE_REPLY],
    ['I am a First-Time mum', FIRST_TIME_REPLY],
    ['Any tips?', FIRST_TIME_REPLY],
  ])('answers %j by keyword, ignoring case', (question, reply) => {
    expect(localReply(question, [])).toEqual(replyBlocks(reply));
  });

  it('checks the keywords in their order', () => {
    expect(localReply('compare reviews', [])).toEqual(replyBlocks(REVIEWS_REPLY));
  });

  it('answers each quick question with its own topic', () => {
    const [lookFor, reviews, compare, tips, safety] = assistantTexts.chips.map((chip) => localReply(i18n._(chip.question), []));
    expect([lookFor, reviews, compare, tips, safety]).toEqual([CHECKLIST_REPLY, REVIEWS_REPLY, COMPARE_REPLY, FIRST_TIME_REPLY, CHECKLIST_REPLY].map(replyBlocks));
  });

  it('leaves anything else to the server, whose fallback echoes it and lists the topics', () => {
    expect(localReply('Where is the nearest park?', [])).toBeNull();
    const [echo, topics] = genericReply('Where is the nearest park?');
    expect(echo).toEqual({ kind: 'text', text: expect.stringContaining('“Where is the nearest park?”') });
    expect(topics).toMatchObject({ kind: 'list', items: expect.arrayContaining(['Comparing two daycares']) });
  });

  it('compares two named saved daycares in a table', () => {
    // Saved newest first, named the other way round: the table follows the question.
    const reply = localReply('Compare little acorns early learning and HARBOR KIDS PRESCHOOL', [harbor, acorns]) ?? [];
    expect(reply.find((block) => block.kind === 'table')).toMatchObject({
      daycares: [{ name: acorns.name }, { name: harbor.name }],
    });
  });

  it('gives the comparison help when fewer than two saved daycares are named', () => {
    expect(localReply('compare Little Acorns Early Learning with another', [acorns, harbor])).toEqual(replyBlocks(COMPARE_REPLY));
  });
});

describe('comparing catalogue programs', () => {
  const savedAcorns = { ...acorns, placeId: 'ma-eec:101' };
  const savedHarbor = { ...harbor, placeId: 'ma-eec:202' };
  const willow = { id: 'demo:7', name: 'Willow Family Childcare' };

  it('answers with the catalogue facts of the named saved programs, in the order asked, besides what was saved', () => {
    const reply = localReply('compare harbor kids preschool and little acorns early learning', [savedAcorns, savedHarbor]) ?? [];
    expect(reply.map((block) => block.kind)).toEqual(['text', 'catalogue', 'table', 'list']);
    expect(reply.find((block) => block.kind === 'catalogue')).toEqual({ kind: 'catalogue', ids: ['ma-eec:202', 'ma-eec:101'] });
  });

  it('compares a picked program with a saved one, though only one of them is saved', () => {
    const reply = localReply('Compare Willow Family Childcare with Little Acorns Early Learning', [savedAcorns], [willow]) ?? [];
    expect(reply.map((block) => block.kind)).toEqual(['text', 'catalogue', 'list']);
    expect(reply.find((block) => block.kind === 'catalogue')).toEqual({ kind: 'catalogue', ids: ['demo:7', 'ma-eec:101'] });
  });

  it('names each program once, at most three, and only programs of the catalogue', () => {
    const picks = [willow, { id: 'demo:8', name: 'Oak Tree' }, { id: 'demo:9', name: 'Maple House' }];
    const question = 'compare Maple House, Oak Tree, Willow Family Childcare, Little Acorns Early Learning and Harbor Kids Preschool';
    expect(namedCataloguePrograms(question, [savedAcorns, harbor], picks)).toEqual(['demo:9', 'demo:8', 'demo:7']);
    expect(namedCataloguePrograms('compare little acorns early learning', [savedAcorns], [{ id: 'ma-eec:101', name: 'Little Acorns Early Learning' }])).toEqual(['ma-eec:101']);
    expect(namedCataloguePrograms('compare Harbor Kids Preschool', [{ ...harbor, placeId: 'ChIJplace' }], [])).toEqual([]);
  });
});

describe('namedDaycares', () => {
  it('keeps only the saved fields the table shows', () => {
    expect(namedDaycares(`compare ${acorns.name}`, [acorns, harbor])).toEqual([
      {
        placeId: null,
        name: acorns.name,
        address: acorns.address,
        phoneNumber: acorns.phoneNumber,
        capacity: 40,
        licenseNumber: 'L-1',
        savedAt: acorns.savedAt,
      },
    ]);
  });
});

describe('localReply in Spanish', () => {
  const spanish = setupI18n({ locale: 'es', messages: { es: spanishMessages } });

  it.each([
    ['¿Qué buscar en una guardería?', CHECKLIST_REPLY],
    ['¿En qué debo fijarme al visitar?', CHECKLIST_REPLY],
    ['¿Me da una lista de verificación de seguridad?', CHECKLIST_REPLY],
    ['¿Cómo analizo las RESEÑAS?', REVIEWS_REPLY],
    ['resenas de la guarderia', REVIEWS_REPLY],
    ['¿Cómo comparo dos guarderías?', COMPARE_REPLY],
    ['¿Tiene consejos para padres primerizos?', FIRST_TIME_REPLY],
  ])('answers %j by its Spanish keywords, with or without accents', (question, reply) => {
    expect(localReply(question, [])).toEqual(replyBlocks(reply));
  });

  it('answers each Spanish quick question with its own topic', () => {
    const questions = assistantTexts.chips.map((chip) => spanish._(chip.question));
    expect(questions[0]).toBe('¿Qué buscar en una guardería?');
    expect(questions.map((question) => localReply(question, []))).toEqual(
      [CHECKLIST_REPLY, REVIEWS_REPLY, COMPARE_REPLY, FIRST_TIME_REPLY, CHECKLIST_REPLY].map(replyBlocks),
    );
  });
});
