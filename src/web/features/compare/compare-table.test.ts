import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { licensedProgram } from '#web/lib/test-support/licensed-program';
import { markupOf } from '#web/lib/test-support/markup';
import { CompareTable } from './compare-table';

const oak = {
  ...licensedProgram({ id: 'demo:1', name: 'Oak', licenseStatus: 'Renewal in progress', hours: 'M-F 7-5' }),
  listing: { openings: null, tuition: null, hours: null, offers: null },
  closedAt: null,
  legs: null,
};

describe('the comparison table', () => {
  it('marks the licensing list’s own words as its language, and only those', () => {
    const html = markupOf(createElement(CompareTable, { programs: [oak], now: new Date('2026-11-24T12:00:00Z') }));
    const marked = [...html.matchAll(/<span lang="en">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(marked).toEqual(['Center-based Care', 'M-F 7-5', 'Renewal in progress']);
    expect(html).toContain('Daycare · <span lang="en">Center-based Care</span>');
    expect(html).toContain('L-1 (<span lang="en">Renewal in progress</span>)');
  });
});
