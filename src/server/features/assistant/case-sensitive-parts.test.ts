import { describe, expect, it } from 'vitest';
import { caseBlind, withCaseSensitiveParts } from './case-sensitive-parts.js';

describe('case-blind expressions with case-sensitive parts', () => {
  it('compiles the parts away: the parts keep their case, the rest matches either', () => {
    const byPlace = withCaseSensitiveParts(String.raw`\bby\s+(?=(?-i:\p{Lu}))`, 'iu');
    expect(byPlace.source).not.toContain('(?-i:');
    expect(byPlace.flags).not.toContain('i');
    expect(byPlace.test('near the daycare BY Boston Common')).toBe(true);
    expect(byPlace.test('by Boston Common')).toBe(true);
    expect(byPlace.test('by boston common')).toBe(false);
  });

  it('keeps a case-blind letter class case-blind outside the parts', () => {
    const capitalAfterAnyWord = withCaseSensitiveParts(String.raw`^\p{Lu}+\s+(?-i:\p{Lu})`, 'u');
    expect(capitalAfterAnyWord.test('abc Def')).toBe(false);
    const either = withCaseSensitiveParts(String.raw`^\p{Lu}+\s+(?-i:\p{Lu})`, 'iu');
    expect(either.test('abc Def')).toBe(true);
    expect(either.test('abc def')).toBe(false);
  });

  it('leaves an expression with no such part as it is', () => {
    expect(withCaseSensitiveParts('care', 'giu')).toEqual(/care/giu);
  });

  it('writes a word for an expression built for each request in either case', () => {
    const town = new RegExp(String.raw`^${caseBlind("Coeur d'Alene.")}$`, 'u');
    expect(town.test("COEUR D'ALENE.")).toBe(true);
    expect(town.test("coeur d'alene.")).toBe(true);
    expect(town.test("coeur d'aleneX")).toBe(false);
    expect(new RegExp(caseBlind('Española'), 'u').test('ESPAÑOLA')).toBe(true);
  });
});
