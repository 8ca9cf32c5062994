import { describe, expect, it } from 'vitest';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { asksWhichProduct, outOfScope } from './answer-out-of-scope.js';

describe('outOfScope', () => {
  it('leaves taking a program to court to a lawyer', () => {
    expect(outOfScope('can I sue the daycare because my son got hurt')).toMatch(/lawyer/);
    expect(outOfScope('the daycare kept our deposit, can I take them to small claims court')).toMatch(/lawyer/);
  });

  it('leaves how much medicine to give to the pediatrician', () => {
    expect(outOfScope('how much tylenol can I give my 2 year old')).toMatch(/pediatrician/);
  });

  it('leaves whether it is safe to give a child something to the pediatrician, unless it is asked about the program', () => {
    expect(outOfScope('is it safe to give my toddler melatonin to sleep')).toMatch(/pediatrician/);
    expect(outOfScope('is it ok to give my son his inhaler before daycare')).toBeNull();
  });

  it('leaves how to raise a child at home to the pediatrician, unless it is asked about the program', () => {
    expect(outOfScope('how do I teach my toddler to use a spoon')).toMatch(/pediatrician/);
    expect(outOfScope('when should i move my son from the crib to a toddler bed')).toMatch(/pediatrician/);
    expect(outOfScope('what is the best age to stop using a pacifier')).toMatch(/pediatrician/);
    expect(outOfScope('how do I get my toddler to stop crying when I leave')).toBeNull();
    expect(outOfScope('how do I get my son ready to start preschool')).toBeNull();
    expect(outOfScope('how do I get my child into the public kindergarten lottery')).toBeNull();
  });

  it('leaves running or working in a program to EEC', () => {
    expect(outOfScope('how do I open a daycare in my home')).toMatch(/EEC/);
    expect(outOfScope('how do I become a licensed family child care provider myself')).toMatch(/EEC/);
    expect(outOfScope('how much do daycare teachers get paid')).toMatch(/EEC/);
    expect(outOfScope('is it ok to start a new program mid-year')).toBeNull();
    expect(outOfScope('what time does the center open')).toBeNull();
  });

  describe('knows a question about which product, brand or business to choose, unless it is about care', () => {
    itReadsEach('%s asks which product: %s', asksWhichProduct, [
      ['What kind of car seat should I buy?', true],
      ["what's the best sunscreen for toddlers", true],
      ['which car is best for a family of five', true],
      ['can you recommend a good nanny agency', true],
      ["what's the best time to visit", false],
      ['what is the best way to compare costs', false],
      ['which type of care is best for an infant', false],
      ["what's the best daycare near Somerville", false],
      ['can you recommend a backup care plan for sick days', false],
      ['which option is best for a baby', false],
      ['which route is best in the snow', false],
    ]);
  });

  it('answers what our articles do answer, though it names a court order or a dose', () => {
    expect(outOfScope('we have a court order, how do I make sure my ex cannot pick up our daughter')).toBeNull();
    expect(outOfScope('can the daycare give my son his medicine')).toBeNull();
    expect(outOfScope('does the daycare write down every dose they give')).toBeNull();
  });
});
