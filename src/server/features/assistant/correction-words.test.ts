import { describe, expect, it } from 'vitest';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { applyCorrections } from './correction-words.js';
import { extractRules } from './extract.js';

describe('applyCorrections', () => {
  itReadsEach('%s reads as %s', applyCorrections, [
    ['daycare in Quincy, actually Braintree', 'daycare in Braintree'],
    ['daycare in Quincy no wait Braintree', 'daycare in Braintree'],
    ['infant care in Woburn (oops, Winchester)', 'infant care in Winchester)'],
    ['not Quincy but Braintree, preschool', 'Braintree, preschool'],
    ['daycare not in Boston, in Quincy', 'daycare in Quincy'],
    ['daycare in Boston, actually near Cambridge', 'daycare near Cambridge'],
    ["we're in Watertown (well, technically Belmont)", "we're in Belmont)"],
  ]);

  it('leaves a take-back word alone when no place is taken back, and "not far from" means near', () => {
    for (const text of ['we actually live in Quincy', 'Sorry for the long message, we live in Quincy', 'not far from Quincy, toddler room', 'daycare in Quincy, well reviewed']) {
      expect(applyCorrections(text)).toBe(text);
    }
  });

  it("keeps the trip's role of the place taken back", () => {
    const answer = extractRules('from Lynn to Boston, actually to Cambridge');
    expect([answer.sourceAddress, answer.destinationAddress]).toEqual(['Lynn', 'Cambridge']);
    expect(extractRules('daycare in Malden — sorry, I meant Melrose')).toMatchObject({ intent: 'nearby', address: 'Melrose' });
  });

  it('drops a place set aside by a negation or a comparison, in any case', () => {
    expect(extractRules('okay so um daycare near downtown providence not pawtucket')).toMatchObject({ intent: 'nearby', address: 'downtown providence' });
    expect(extractRules('Closer to Cambridge than Boston, infant')).toMatchObject({ intent: 'nearby', address: 'Cambridge' });
    expect(extractRules('preschool in Medford rather than Malden')).toMatchObject({ intent: 'nearby', address: 'Medford' });
    expect(extractRules('prefer Newton over Waltham')).toMatchObject({ intent: 'nearby', address: 'Newton' });
    expect(extractRules('over in Quincy')).toMatchObject({ intent: 'nearby', address: 'Quincy' });
    expect(applyCorrections('near Lynn if not too pricey')).toBe('near Lynn if not too pricey');
  });

  it('takes back a landmark for another, and starts over after "just kidding"', () => {
    expect(extractRules('near Fort Bragg... i mean Fort Liberty, infant')).toMatchObject({ address: 'Fort Liberty' });
    const answer = extractRules("Nantucket to ... just kidding, i live on Martha's Vineyard, Oak Bluffs to Edgartown");
    expect([answer.sourceAddress, answer.destinationAddress]).toEqual(['Oak Bluffs', 'Edgartown']);
  });
});
