import { msg, plural } from '@lingui/core/runtime-macro';

/**
 * A provider's listing in words, as the result cards, the program page and the comparison say it:
 * seats, prices, hours, what is offered and how fresh each is. In the shell's catalogue (docs/decisions/0037).
 */
export const listingTexts = {
  /** One age group's seats: "Infant: 2 open". */
  seats: (group: string, state: string) => msg`${{ group }}: ${{ state }}`,
  ageGroups: { infant: msg`Infant`, toddler: msg`Toddler`, preschool: msg`Preschool`, 'school-age': msg`School-age` },
  openSeats: (seats: number) => msg`${plural({ seats }, { one: '# open', other: '# open' })}`,
  noSeats: msg`No openings`,
  waitlist: msg`Waitlist`,
  waitlistFamilies: (families: number) => msg`${plural({ families }, { one: 'Waitlist (# family)', other: 'Waitlist (# families)' })}`,
  nextOpening: (date: string) => msg`next opening ${{ date }}`,
  confirmed: (when: string) => msg`confirmed ${{ when }}`,
  lastConfirmed: (when: string) => msg`last confirmed ${{ when }}`,
  perMonth: (price: string) => msg`${{ price }} per month`,
  perWeek: (price: string) => msg`${{ price }} per week`,
  openToday: (hours: string) => msg`Open today ${{ hours }}`,
  closedToday: msg`Closed today`,
  closed: msg`Closed`,
  notReported: msg`not reported by the provider yet`,
  notListed: msg`Not listed`,
  registrationFee: (price: string) => msg`Registration fee ${{ price }}`,
  waitlistFee: (price: string) => msg`Waitlist fee ${{ price }}`,
  closedOn: msg`Closed on`,
  weekdays: {
    mon: msg`Monday`,
    tue: msg`Tuesday`,
    wed: msg`Wednesday`,
    thu: msg`Thursday`,
    fri: msg`Friday`,
    sat: msg`Saturday`,
    sun: msg`Sunday`,
  },
  schedulesLabel: msg`Schedules`,
  languagesLabel: msg`Languages`,
  meals: msg`Meals`,
  mealsProvided: msg`Provided`,
  transportation: msg`Transportation`,
  specialNeeds: msg`Special-needs support`,
  accreditation: msg`Accreditation`,
  offered: msg`Offered`,
  notOffered: msg`Not offered`,
  tour: msg`Book a tour`,
  tourCall: (phone: string) => msg`Call ${{ phone }} for a tour`,
  /** Who last wrote a section, and when ("3 days ago"). */
  freshness: {
    provider: (when: string) => msg`Confirmed by the provider ${{ when }}`,
    feed: (when: string) => msg`Sent by the provider's own software ${{ when }}`,
    demo: (when: string) => msg`Demo listing (invented), updated ${{ when }}`,
  },
};
