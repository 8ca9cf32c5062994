import { describe, expect, it } from 'vitest';
import { finishProgram, type ProgramDraft } from './program-draft.js';

const draft = (overrides: Partial<ProgramDraft> = {}): ProgramDraft => ({
  source: 'test',
  sourceId: '1',
  name: 'Acorn Cottage',
  category: 'childcare',
  street: '1 Elm St',
  city: 'Cambridge',
  state: 'MA',
  zip: '02139',
  ...overrides,
});

describe('finishProgram', () => {
  it('accepts a state by its name or in lower case', () => {
    expect(finishProgram(draft({ state: 'Massachusetts' }))).toMatchObject({ program: { state: 'MA' } });
    expect(finishProgram(draft({ state: 'ma' }))).toMatchObject({ program: { state: 'MA' } });
    expect(finishProgram(draft({ state: 'Atlantis' }))).toEqual({ skipped: 'state "ATLANTIS" is not a US state' });
  });

  it('prefers the city to a ZIP from another state', () => {
    const result = finishProgram(draft({ zip: '33301', city: 'Cambridge' }));
    expect(result).toMatchObject({ program: { locationPrecision: 'city', state: 'MA', zip: '33301' } });
  });

  it('ignores impossible coordinates and places by ZIP instead', () => {
    expect(finishProgram(draft({ lat: 0, lng: 0 }))).toMatchObject({ program: { locationPrecision: 'zip' } });
    expect(finishProgram(draft({ lat: 142, lng: -71 }))).toMatchObject({ program: { locationPrecision: 'zip' } });
  });

  it('finds city and state for bare coordinates', () => {
    const result = finishProgram(draft({ city: null, state: null, zip: null, lat: 42.3736, lng: -71.1097 }));
    expect(result).toMatchObject({ program: { state: 'MA', zip: '', locationPrecision: 'address' } });
  });

  it('fits text to the column widths and refuses ids that cannot fit', () => {
    const result = finishProgram(draft({ name: 'x'.repeat(400), email: `${'a'.repeat(250)}@b.example` }));
    expect(result).toMatchObject({ program: { email: null } });
    expect('program' in result && result.program.name).toHaveLength(300);
    expect(finishProgram(draft({ sourceId: '9'.repeat(151) }))).toEqual({ skipped: 'id longer than 150 characters' });
  });
});
