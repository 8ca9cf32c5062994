import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProgram } from '../../test/program-factory.js';
import { sortResults } from './search-filters.js';

// Names that collate equal (case, accents, a trailing space) or nearly so, next to arbitrary text.
const name = fc.oneof(
  fc.constantFrom('Acorn', 'acorn', 'Äcorn', 'Zebra', 'zebra ', 'Éclair', 'eclair', '', 'Bee 2', 'Bee 10'),
  fc.string({ unit: 'binary' }),
);

describe('sortResults', () => {
  it('orders names as localeCompare in English ignoring case and accents, ties in their found order', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const hits = names.map((text) => ({ program: makeProgram({ lat: 0, lng: 0, name: text }), distance: 0, relevanceCost: 0 }));
        const expected = [...hits].sort((a, b) => a.program.name.localeCompare(b.program.name, 'en', { sensitivity: 'base' }));
        expect(sortResults([...hits], 'name')).toEqual(expected);
      }),
    );
  });
});
