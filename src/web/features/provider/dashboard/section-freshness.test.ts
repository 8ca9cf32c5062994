import { describe, expect, it } from 'vitest';
import { sectionFreshness } from './section-freshness';
import { providerTexts } from '#web/features/provider/provider-texts';
import { i18n } from '#web/lib/i18n';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('sectionFreshness', () => {
  it('says when a section was saved, and by whom', () => {
    expect(sectionFreshness('tuition', { updatedAt: daysAgo(3), updatedVia: 'provider' }, now)).toEqual({ text: 'Saved 3 days ago', tone: 'fresh' });
    expect(sectionFreshness('openings', { updatedAt: daysAgo(1), updatedVia: 'provider' }, now).text).toBe('Confirmed yesterday');
    expect(sectionFreshness('openings', { updatedAt: daysAgo(2), updatedVia: 'feed' }, now).text).toBe('Sent by your software 2 days ago');
    expect(sectionFreshness('hours', { updatedAt: daysAgo(5), updatedVia: 'demo' }, now).text).toBe(
      'Sample data from the demo catalogue, 5 days ago',
    );
  });

  it('marks openings unconfirmed for 30 days as stale, and only openings', () => {
    const old = { updatedAt: daysAgo(31), updatedVia: 'provider' } as const;
    expect(sectionFreshness('openings', old, now)).toEqual({ text: i18n._(providerTexts.openingsStale('31 days ago')), tone: 'stale' });
    expect(sectionFreshness('openings', { ...old, updatedAt: daysAgo(29) }, now).tone).toBe('fresh');
    expect(sectionFreshness('openings', { ...old, updatedAt: daysAgo(0) }, now).text).toBe('Confirmed today');
    expect(sectionFreshness('offers', old, now).tone).toBe('fresh');
  });

  it('says when a section was never reported', () => {
    expect(sectionFreshness('hours', null, now)).toEqual({ text: i18n._(providerTexts.neverSaved), tone: 'missing' });
  });
});
