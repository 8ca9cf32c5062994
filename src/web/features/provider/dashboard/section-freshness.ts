import type { Listing, ListingSection } from '#shared/schemas/listing.js';
import { openingsStale } from '#web/lib/listing-text';
import { daysAgo } from '#web/lib/relative-days';
import { providerTexts } from '#web/features/provider/provider-texts';
import { i18n } from '#web/lib/i18n';

const text = providerTexts;

/** When and how a section was last written, as the listing stamps it. */
export type SectionStamp = Pick<NonNullable<Listing[ListingSection]>, 'updatedAt' | 'updatedVia'>;

export interface Freshness {
  text: string;
  /** `stale`: openings parents see as out of date; `missing`: never reported. */
  tone: 'fresh' | 'stale' | 'missing';
}

/**
 * What the provider reads above a section: when it was saved, by whom (them, their software, the
 * demo catalogue), and for openings whether parents still count them (docs/decisions/0019).
 */
export function sectionFreshness(section: ListingSection, stamp: SectionStamp | null, now: Date = new Date()): Freshness {
  if (!stamp) return { text: i18n._(text.neverSaved), tone: 'missing' };
  const ago = daysAgo(stamp.updatedAt, now);
  if (section === 'openings' && openingsStale(stamp.updatedAt, now)) return { text: i18n._(text.openingsStale(ago)), tone: 'stale' };
  if (stamp.updatedVia === 'demo') return { text: i18n._(text.demoAgo(ago)), tone: 'fresh' };
  if (stamp.updatedVia === 'feed') return { text: i18n._(text.sentByFeedAgo(ago)), tone: 'fresh' };
  return { text: i18n._(section === 'openings' ? text.confirmedAgo(ago) : text.savedAgo(ago)), tone: 'fresh' };
}
