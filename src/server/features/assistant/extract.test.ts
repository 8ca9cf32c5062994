import { describe, expect, it } from 'vitest';
import { cleanPlace, extractRules } from './extract.js';

describe('extractRules', () => {
  it('keeps childcare words, ages and politeness out of the places', () => {
    expect(extractRules('Please, I need a daycare for my 2 year old from Quincy to Kendall Square, thanks')).toEqual({
      intent: 'route',
      sourceAddress: 'Quincy',
      destinationAddress: 'Kendall Square',
      aroundMeAddress: null,
      address: null,
      category: 'daycare',
      ageGroup: 'toddler',
    });
  });

  it.each([
    ['infant care near Fenway', null, 'infant'],
    ['Montessori near Fenway', 'montessori', null],
    ['after school near Fenway', 'aftercare', 'school-age'],
    ['preschool near Fenway', 'preschool', 'preschool'],
    ['preschooler near Fenway', null, 'preschool'],
    ['nursery near Fenway', 'nursery', null],
    ['kindergarten near Fenway', 'kindergarten', null],
    ['play group near Fenway', 'playgroup', null],
    ['day care near Fenway', 'daycare', null],
    ['child care near Fenway', 'childcare', null],
    ['daycare near Fenway for my newborn', 'daycare', 'infant'],
    ['daycare near Fenway for a 3-year-old', 'daycare', 'preschool'],
    ['daycare near Fenway for my 7 year old', 'daycare', 'school-age'],
    ['toddler room near Fenway', null, 'toddler'],
  ])('%s -> category %s, age group %s', (text, category, ageGroup) => {
    expect(extractRules(text)).toMatchObject({ intent: 'nearby', address: 'Fenway', category, ageGroup });
  });

  it('does not take "close to" or "want to" for a route', () => {
    expect(extractRules('daycare close to Harvard Square')).toMatchObject({ intent: 'nearby', address: 'Harvard Square' });
    expect(extractRules('I want to find a daycare in Quincy')).toMatchObject({ intent: 'nearby', address: 'Quincy' });
  });

  it('answers unknown with no place, and leaves markup inert', () => {
    expect(extractRules('daycare near me')).toMatchObject({ intent: 'unknown', address: null, category: 'daycare' });
    const html = extractRules('<img src=x onerror=alert(1)> from <b>Quincy</b> to Boston');
    expect(html).toMatchObject({ intent: 'route', sourceAddress: 'Quincy', destinationAddress: 'Boston' });
  });

  it('trims a place to what names it', () => {
    expect(cleanPlace(' the Quincy area, please ')).toBe('Quincy');
    expect(cleanPlace('my office in Kendall Square')).toBe('Kendall Square');
    expect(cleanPlace('02139-4307')).toBe('02139');
    expect(cleanPlace('me')).toBeNull();
  });
});
