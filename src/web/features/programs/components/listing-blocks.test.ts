import { createElement, type ComponentType, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Listing } from '#shared/schemas/listing.js';
import { HoursBlock } from './hours-block';
import { LicensingFacts } from './licensing-facts';
import { OffersBlock } from './offers-block';
import { OpeningsBlock } from './openings-block';
import { ProgramKind } from './program-kind';
import { licensedProgram } from '#web/lib/test-support/licensed-program';
import { markupOf } from '#web/lib/test-support/markup';
import { TuitionBlock } from './tuition-block';

// A Tuesday morning in the parent's own time zone, whatever zone the tests run in.
const now = new Date(2026, 2, 10, 9, 30);
const daysBefore = (days: number) => new Date(2026, 2, 10 - days, 12).toISOString();

/** The page as a screen reader would read it: markup dropped, entities decoded, spaces collapsed. */
function textOf(element: ReactElement): string {
  const html = markupOf(element);
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const openings: NonNullable<Listing['openings']> = {
  data: {
    ageGroups: [
      { ageGroup: 'preschool', openSeats: 0, waitlist: false, waitlistLength: null, nextOpeningOn: '2026-09-01' },
      { ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null },
      { ageGroup: 'toddler', openSeats: 0, waitlist: true, waitlistLength: 12, nextOpeningOn: null },
    ],
  },
  updatedAt: daysBefore(3),
  updatedVia: 'provider',
};

describe('the listing on the program page', () => {
  it('says each section is not reported yet when the provider has not', () => {
    const blocks: ComponentType<{ section: null; now: Date }>[] = [OpeningsBlock, TuitionBlock, HoursBlock, OffersBlock];
    for (const block of blocks) {
      expect(textOf(createElement(block, { section: null, now }))).toMatch(/not reported by the provider yet$/);
    }
  });

  it('lists openings youngest first, with who confirmed them and when', () => {
    expect(textOf(createElement(OpeningsBlock, { section: openings, now }))).toBe(
      'Openings Confirmed by the provider 3 days ago Infant: 2 open Toddler: Waitlist (12 families) Preschool: No openings, next opening Sep 1, 2026',
    );
  });

  it('warns that openings nobody confirmed for a month may be out of date', () => {
    const stale = { ...openings, updatedAt: daysBefore(45), updatedVia: 'feed' as const };
    expect(textOf(createElement(OpeningsBlock, { section: stale, now }))).toContain(
      "Sent by the provider's own software 45 days ago Last confirmed 45 days ago: call to check before you count on a seat.",
    );
  });

  it('shows tuition per age group and schedule, per week or per month, and the fees', () => {
    const tuition: NonNullable<Listing['tuition']> = {
      data: {
        rates: [
          { ageGroup: 'toddler', schedule: 'part-time', period: 'week', minDollars: 290, maxDollars: 290 },
          { ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 2100, maxDollars: 2400 },
        ],
        registrationFeeDollars: 150,
        waitlistFeeDollars: null,
      },
      updatedAt: daysBefore(12),
      updatedVia: 'demo',
    };
    expect(textOf(createElement(TuitionBlock, { section: tuition, now }))).toBe(
      'Tuition and fees Demo listing (invented), updated 12 days ago Infant · Full-time $2,100–$2,400 per month Toddler · Part-time $290 per week Registration fee $150',
    );
  });

  it('shows the week, and only the closed dates still ahead', () => {
    const open = { open: '07:00', close: '18:00' };
    const hours: NonNullable<Listing['hours']> = {
      data: { week: { mon: open, tue: open, wed: open, thu: open, fri: { open: '07:30', close: '17:30' }, sat: null, sun: null }, closedDates: ['2026-07-03', '2025-12-25', '2026-05-25'] },
      updatedAt: daysBefore(0),
      updatedVia: 'provider',
    };
    const text = textOf(createElement(HoursBlock, { section: hours, now }));
    expect(text).toContain('Monday 7:00 AM–6:00 PM Tuesday 7:00 AM–6:00 PM');
    expect(text).toContain('Friday 7:30 AM–5:30 PM Saturday Closed Sunday Closed');
    expect(text).toMatch(/Closed on May 25, 2026 · Jul 3, 2026$/);
  });

  it("shows what the program offers, the provider's words as text and the tour", () => {
    const offers: NonNullable<Listing['offers']> = {
      data: {
        schedules: ['full-time', 'before-after-school'],
        languages: ['es', 'pt'],
        mealsProvided: true,
        transportation: false,
        specialNeedsSupport: true,
        accreditation: null,
        description: 'Outdoors daily.\n<b>Tours</b> on Tuesdays.',
        tourUrl: 'https://example.org/tour',
        tourPhone: '617-555-0199',
      },
      updatedAt: daysBefore(1),
      updatedVia: 'provider',
    };
    const html = markupOf(createElement(OffersBlock, { section: offers, now }));
    expect(html).toContain('&lt;b&gt;Tours&lt;/b&gt;');
    expect(html).toContain('href="tel:6175550199"');
    expect(html).toContain('href="https://example.org/tour"');
    expect(textOf(createElement(OffersBlock, { section: offers, now }))).toBe(
      'What the program offers Confirmed by the provider yesterday Schedules Full-time, Before and after school Languages Spanish, Portuguese ' +
        'Meals Provided Transportation Not offered Special-needs support Offered Accreditation Not listed ' +
        'Outdoors daily. <b>Tours</b> on Tuesdays. Book a tour Call 617-555-0199 for a tour',
    );
  });
});

describe('the licensing list’s own words on the program page', () => {
  const program = licensedProgram({ id: 'ma-eec:1', name: 'Acorn Early Learning', licenseStatus: 'Renewal in progress', acceptsSubsidy: null, hours: 'Mon-Fri 7:00-18:00' });

  it('marks the program type, the licence status and the hours line as English, and nothing of ours', () => {
    const kind = markupOf(createElement(ProgramKind, { program }));
    expect(kind).toContain('Daycare · <span lang="en">Center-based Care</span>');
    const facts = markupOf(createElement(LicensingFacts, { program }));
    const markedEnglish = [...facts.matchAll(/<dd [^>]*lang="en"[^>]*>([^<]*)</g)].map((cell) => cell[1]);
    expect(markedEnglish).toEqual(['Renewal in progress', 'Mon-Fri 7:00-18:00']);
    // "Not listed" is our own text, in the page's language.
    expect(facts).toMatch(/<dd class="[^"]*"(?! lang)>Not listed</);
  });
});
