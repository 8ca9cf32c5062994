import { describe, expect, it } from 'vitest';
import { outOfScope } from './answer-out-of-scope.js';

describe('outOfScope', () => {
  it('leaves taking a program to court to a lawyer', () => {
    expect(outOfScope('can I sue the daycare because my son got hurt')).toMatch(/lawyer/);
    expect(outOfScope('the daycare kept our deposit, can I take them to small claims court')).toMatch(/lawyer/);
  });

  it('leaves how much medicine to give to the pediatrician', () => {
    expect(outOfScope('how much tylenol can I give my 2 year old')).toMatch(/pediatrician/);
  });

  it('answers what our articles do answer, though it names a court order or a dose', () => {
    expect(outOfScope('we have a court order, how do I make sure my ex cannot pick up our daughter')).toBeNull();
    expect(outOfScope('can the daycare give my son his medicine')).toBeNull();
    expect(outOfScope('does the daycare write down every dose they give')).toBeNull();
  });
});
