import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear } from './format-date';
import { savedDaycareLink, savedRouteLink } from './saved-links';

const query = (link: string) => Object.fromEntries(new URL(link, 'http://localhost').searchParams);

describe('links from the saved lists', () => {
  it('opens a route on the results page with both addresses encoded', () => {
    const link = savedRouteLink({ origin: '12 Elm St, Quincy, MA', destination: 'Boston & Co, 1 Main St #4' });
    expect(link.startsWith('/route-results?')).toBe(true);
    expect(query(link)).toEqual({ start: '12 Elm St, Quincy, MA', end: 'Boston & Co, 1 Main St #4' });
  });

  it('opens a route saved with the parent\'s day with its times and days', () => {
    const plan = { departAt: '07:45', arriveBy: null, returnAt: '17:00', days: ['mon', 'wed'] as const };
    expect(query(savedRouteLink({ origin: 'Quincy, MA', destination: 'Boston, MA', plan: { ...plan, days: [...plan.days] } }))).toEqual({
      start: 'Quincy, MA',
      end: 'Boston, MA',
      departAt: '07:45',
      returnAt: '17:00',
      days: 'mon,wed',
    });
  });

  it('opens a catalogue program on its own page', () => {
    expect(savedDaycareLink({ address: '5 Oak Rd, Quincy, MA', placeId: 'ma-eec:P-123' })).toBe('/programs/ma-eec:P-123');
  });

  it('opens a daycare without a catalogue id as a search around its address', () => {
    expect(query(savedDaycareLink({ address: '5 Oak Rd, Quincy, MA', placeId: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA' }))).toEqual({
      search: 'daycare',
      location: '5 Oak Rd, Quincy, MA',
    });
    expect(query(savedDaycareLink({ address: '5 Oak Rd', placeId: null }))).toEqual({ search: 'daycare', location: '5 Oak Rd' });
  });
});

describe('saved times', () => {
  // Midday UTC is the same calendar day in every US time zone the tests might run in.
  const noon = '2025-03-14T12:00:00.000Z';

  it('formats dates in US English', () => {
    expect(formatDate(noon)).toBe('Mar 14, 2025');
    expect(formatMonthYear(noon)).toBe('March 2025');
    expect(formatDateTime(noon)).toMatch(/^Mar 14, 2025, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('shows a value that is not a date as it came instead of failing', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
