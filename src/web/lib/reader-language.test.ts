import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language';

describe('readerLanguage', () => {
  it('is Spanish when the first English or Spanish language the browser prefers is Spanish', () => {
    expect(readerLanguage(['es-US', 'en-US'])).toBe('es');
    expect(readerLanguage(['fr-FR', 'ES-419', 'en'])).toBe('es');
    expect(readerLanguage(['es'])).toBe('es');
    expect(readerLanguage(['estonian-made-up', 'e', 'es-MX'])).toBe('es');
  });

  it('is English when English comes first, or when neither is preferred', () => {
    expect(readerLanguage(['en-US', 'es-US'])).toBe('en');
    expect(readerLanguage(['pt-BR', 'fr'])).toBe('en');
    expect(readerLanguage([])).toBe('en');
  });
});
