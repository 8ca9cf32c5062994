import { describe, expect, it } from 'vitest';
import { chosenLanguage, keptLanguage } from './i18n';

describe('chosenLanguage', () => {
  it('follows a link’s ?lang first, then the language kept from before, then the browser’s, then English', () => {
    expect(chosenLanguage('?lang=es', null, ['en-US'])).toBe('es');
    expect(chosenLanguage('?lang=en', 'es', ['es-US'])).toBe('en');
    expect(chosenLanguage('?q=1&lang=es', 'en', [])).toBe('es');
    expect(chosenLanguage('', 'es', ['en-US'])).toBe('es');
    expect(chosenLanguage('', 'en', ['es-MX', 'es'])).toBe('en');
    expect(chosenLanguage('', null, ['es-US', 'en'])).toBe('es');
    expect(chosenLanguage('', null, [])).toBe('en');
  });

  it('takes the first of the browser’s languages that CareRoute writes in', () => {
    expect(chosenLanguage('', null, ['fr-CA', 'ES', 'en'])).toBe('es');
    expect(chosenLanguage('', null, ['pt-BR', 'en-GB', 'es'])).toBe('en');
    expect(chosenLanguage('', null, ['fr-CA', 'de'])).toBe('en');
  });

  it('ignores a language CareRoute does not write in, wherever it comes from', () => {
    expect(chosenLanguage('?lang=fr', 'es', [])).toBe('es');
    expect(chosenLanguage('?lang=ES', null, [])).toBe('en');
    expect(chosenLanguage('?lang=<script>', '"><img>', ['"><img>'])).toBe('en');
    expect(chosenLanguage('', 'de', [])).toBe('en');
  });
});

describe('keptLanguage', () => {
  it('reads nothing, rather than failing, where storage is refused', () => {
    const refused = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(keptLanguage(refused)).toBeNull();
  });
});
