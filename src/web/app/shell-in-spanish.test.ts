import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceText } from '#web/lib/catalogue-source-texts';
import { formatCalendarDate, formatLongCalendarDate } from '#web/lib/format-date';
import { FORMAT_LOCALES } from '#web/lib/i18n';
import { planSummary } from '#web/lib/day-plan-summary';
import { nameList } from '#web/lib/name-list';
import { confirmedText, seatsText, todayHoursText, tuitionText } from '#web/lib/listing-text';
import { inspectionText, qualityLevelText } from '#web/lib/quality-text';
import { messages as spanish } from './locales/es.po';

const NOW = new Date(2026, 10, 24, 9, 0);

// What lib/ says through the page's i18n, on a page started in Spanish (the shell's catalogue).
describe('the shell’s words on a Spanish page', () => {
  beforeEach(() => {
    i18n.load('es', spanish);
    i18n.activate('es', [FORMAT_LOCALES.es]);
  });
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('says a listing’s seats, price, hours and freshness in Spanish, numbers and dates as US readers of Spanish write them', () => {
    expect(seatsText({ ageGroup: 'infant', openSeats: 1, waitlist: false })).toBe('Bebé: 1 cupo libre');
    expect(seatsText({ ageGroup: 'toddler', openSeats: 0, waitlist: true, waitlistLength: 12 })).toBe('Niño pequeño: Lista de espera (12 familias)');
    expect(seatsText({ ageGroup: 'preschool', openSeats: 0, waitlist: false, nextOpeningOn: '2026-09-01' })).toBe('Preescolar: Sin cupos, próximo cupo: 1 sept 2026');
    expect(tuitionText({ minDollars: 1200, maxDollars: 1800, period: 'month' })).toBe('$1,200–$1,800 al mes');
    expect(todayHoursText({ mon: null, tue: { open: '07:00', close: '18:00' }, wed: null, thu: null, fri: null, sat: null, sun: null }, NOW)).toBe('Abierto hoy 7:00 AM–6:00 PM');
    expect(confirmedText(new Date(2026, 10, 21, 12).toISOString(), false, NOW)).toBe('confirmado hace 3 días');
    expect(formatCalendarDate('2026-09-01')).toBe('1 sept 2026');
    expect(formatLongCalendarDate('2026-11-24T00:00:00.000Z')).toBe('24 de noviembre de 2026');
    expect(nameList(['Bebé', 'Niño pequeño', 'Edad escolar'])).toBe('Bebé, niño pequeño, edad escolar');
  });

  it('says a licensing list’s quality facts in Spanish', () => {
    const quality = { ratingSystem: 'Massachusetts QRIS', ratingLevel: 3, ratingMaxLevel: 4, inspectionDate: '2026-03-03', inspectionViolations: 0, inspectionUrl: null };
    expect(qualityLevelText(quality)).toBe('Nivel 3 de 4 (Massachusetts QRIS)');
    expect(inspectionText(quality)).toBe('3 mar 2026, sin observaciones');
    expect(inspectionText({ ...quality, inspectionDate: null, inspectionViolations: 2 })).toBe('2 observaciones');
  });

  it('names where the licensing facts come from in Spanish', () => {
    expect(sourceText('ma-eec', '2026-03-03')).toBe('Según la lista de licencias del EEC de Massachusetts, datos del 3 mar 2026');
    expect(sourceText('acme', null)).toBe('Según una lista de licencias importada');
  });

  it('sums up the parent’s day in Spanish', () => {
    expect(planSummary({ departAt: '07:45', arriveBy: null, returnAt: '17:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] })).toBe(
      'Salida 7:45 AM · Salida del trabajo 5:00 PM · lun–vie',
    );
    expect(planSummary({ departAt: null, arriveBy: '09:00', returnAt: null, days: ['sat', 'sun'] })).toBe('En el trabajo a las 9:00 AM · sáb, dom');
  });
});
