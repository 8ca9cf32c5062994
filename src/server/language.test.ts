import { describe, expect, it } from 'vitest';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { requestLanguage } from './language.js';

describe('the language of a request', () => {
  describe('is the first of English and Spanish in the header order of preference', () => {
    itReadsEach('%s is %s', requestLanguage, [
      ['es-US,es;q=0.9', 'es'],
      ['en-US,en;q=0.9,es;q=0.8', 'en'],
      ['fr-CA,fr;q=0.9,es;q=0.8,en;q=0.7', 'es'],
      ['en;q=0.5, es;q=0.8', 'es'],
      ['ES-mx', 'es'],
      [' es ; q = 0.7 , en ; q=0.6', 'es'],
      // Equal weights keep the header's order.
      ['es;q=0.8,en;q=0.8', 'es'],
      [['es', 'en'], 'es'],
    ]);
  });

  it('is none when the header names neither, refuses them, or is malformed', () => {
    for (const header of [undefined, '', '*', 'fr-CA', 'es;q=0', 'es;q=abc', 'es;q=1.5', 'es;q=-1', 'english', 'e', ',,,;;', 'x'.repeat(10_000)]) {
      expect(requestLanguage(header), String(header).slice(0, 20)).toBeNull();
    }
    expect(requestLanguage('es;q=0, en;q=0.1')).toBe('en');
  });

  it('reads only the first ranges of a very long header', () => {
    expect(requestLanguage(`${'fr;q=0.5,'.repeat(2000)}es`)).toBeNull();
    expect(requestLanguage(`es,${'fr;q=0.5,'.repeat(2000)}`)).toBe('es');
  });
});
