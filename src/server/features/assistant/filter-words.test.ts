import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '#shared/schemas/assistant.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { readFilters } from './filter-words.js';

const filtersOf = (text: string) => readFilters(text).filters;

describe('readFilters', () => {
  it('reads nothing from a request that asks for no filter', () => {
    expect(filtersOf('daycare near Medford for my toddler')).toEqual(NO_FILTERS);
    expect(filtersOf('a place open from 6:30 in Framingham')).toMatchObject({ openings: null });
  });

  it.each([
    'daycare with space for an infant in Woburn',
    'preschool that has availability in Belmont',
    'any daycare with no waitlist in Quincy',
    'toddler openings in Reading',
    'centres currently enrolling in Lynn',
    'spots available now near Alewife',
    'who has room for a 2 year old',
    'daycare in Waltham that is enrolling now',
    'In Watertown. Open slots?',
    'taking new enrollments near Arlington',
  ])('%s asks for openings', (text) => {
    expect(filtersOf(text).openings).toBe(true);
  });

  itReadsEach('%s -> at most %i dollars a month', (text) => filtersOf(text).maxMonthlyTuition, [
    ['daycare in Salem under 1500 a month', 1500],
    ['max 1.8k/month daycare in Lynn', 1800],
    ['can pay $1,950 monthly', 1950],
    ['below 3k', 3000],
    ['between $1,200 and $1,600 a month', 1600],
    ['$1,200-$1,600 a month', 1600],
    // A weekly price is a monthly one at 52 weeks over 12 months.
    ['budget is about $350 per week', 1517],
    ['no more than 400 a week', 1733],
    ['$24,000 a year', 2000],
    ['We can spend up to two thousand a month', 2000],
    // The period after the amount, with no "a" or "per".
    ['less than $300 weekly', 1300],
    ['we can spend 2000', 2000],
    // A note's label and a "less than" sign bound the amount too.
    ['- budget: 1800', 1800],
    ['toddler program, spots available, < 1800', 1800],
  ]);

  it('takes no hour, age, count or income for a budget', () => {
    expect(filtersOf('3 days a week for my 2 year old, pickup at 5').maxMonthlyTuition).toBeNull();
    expect(filtersOf('we <3 Quincy').maxMonthlyTuition).toBeNull();
    expect(filtersOf('we make $80,000 a year, daycare in Newton').maxMonthlyTuition).toBeNull();
  });

  it.each([
    ['drop off at 7:15 in Medford', '07:15', null],
    ['opens at 6:30am near Quincy', '06:30', null],
    ['early drop-off before 8', '08:00', null],
    ['pick up by 6 in Cambridge', null, '18:00'],
    ['needs to stay open till 6:30 near Somerville', null, '18:30'],
    ['late pickup around 5:45', null, '17:45'],
    ['closes at 7pm or later', null, '19:00'],
    ['open 7am to 6pm', '07:00', '18:00'],
    ['hours 7:30-17:30 please', '07:30', '17:30'],
    ['open until six in Medford', null, '18:00'],
    ['pickup at five thirty', null, '17:30'],
    ['pickup no later than 6', null, '18:00'],
    ['dropoff needs to be 6:45 or earlier', '06:45', null],
    ['closing time at least 6:30pm', null, '18:30'],
    // "drop" alone, "-ish", and a morning hour after a bare "by" or "early, like".
    ['daycare, drop 8ish', '08:00', null],
    ['before school care, drop at 7', '07:00', null],
    ['need infant daycare by 7', '07:00', null],
    ['take my son early, like 6am', '06:00', null],
    // The parent's own arrival is no drop-off; a drop-off hour wins over the work start.
    ['leave Medford at 7, get to Kendall by 8', null, null],
    ['I start at 7am so drop off 6:30', '06:30', null],
    // "close by" is how near; a ZIP is no hour.
    ['preschool that is close by 02134', null, null],
    // The parent's shift is no opening hour: only "open until 11" is the care's.
    ['2nd shift at the GE plant in Lynn, 3-11pm, need someone open until 11', null, '23:00'],
    // Minutes on both ends make a range the day's hours; on one end only it is left unread.
    ['full time care M-F 7:45 to 5:15 in Lynn', '07:45', '17:15'],
    ['preschool in Lynn, 8-5:30', null, null],
    ['I work 7:30 to 4:30, daycare in Lynn', null, null],
  ])('%s -> open by %s, until %s', (text, openBy, openUntil) => {
    expect(filtersOf(text)).toMatchObject({ openBy, openUntil });
  });

  itReadsEach('%s -> language %s', (text) => filtersOf(text).language, [
    ['Portuguese speaking daycare', 'pt'],
    ['Haitian Creole daycare in Mattapan', 'ht'],
    ['Cantonese preschool', 'zh'],
    ['bilingual Korean nursery', 'ko'],
    ['teachers who speak Somali', 'so'],
    ['an English-speaking nanny share', 'en'],
    ['bilingual english spanish daycare', 'es'],
  ]);

  it('does not read "English" alone as a language wish, nor a town for a language', () => {
    expect(filtersOf('daycare in English Village').language).toBeNull();
    expect(filtersOf('preschool near Chinatown').language).toBeNull();
    expect(filtersOf('daycare in French Hill').language).toBeNull();
  });

  it.each(['daycare in Lawrence that takes CCAP', 'subsidized preschool', 'we have a voucher', 'accepts financial aid', 'we get state assistance'])(
    '%s asks for subsidy',
    (text) => {
      expect(filtersOf(text).subsidy).toBe(true);
    },
  );

  it('cuts the phrases it read out of the text, so no place runs into them', () => {
    const { rest } = readFilters('preschool near Lynn with openings that accepts vouchers');
    expect(rest).not.toMatch(/openings|vouchers/);
    expect(rest).toMatch(/^preschool near Lynn\b/);
  });

  it('reads a drop-off or pickup hour said with the place between, and keeps the place', () => {
    expect(readFilters('drop off at Wellington station at 6:45 then work')).toMatchObject({ filters: { openBy: '06:45' } });
    expect(readFilters('drop off at Wellington station at 6:45 then work').rest).toMatch(/Wellington station/);
    expect(filtersOf('pickup in Davis Square by 5:30, infant room')).toMatchObject({ openBy: null, openUntil: '17:30' });
  });

  it('reads an hour before a full stop as an hour, not a date', () => {
    expect(filtersOf('pick up by 5. 2 kids')).toMatchObject({ openUntil: '17:00' });
    expect(filtersOf('starting 9.1 in Lynn').openBy).toBeNull();
  });

  it('reads "opening by 6am" as when the care opens, not as a free place', () => {
    expect(filtersOf('any preschool opening at 6:30 near Alewife?')).toMatchObject({ openings: null, openBy: '06:30' });
    expect(filtersOf('a daycare opening early in Lynn')).toMatchObject({ openings: null });
    expect(filtersOf('a daycare with an opening in Lynn')).toMatchObject({ openings: true });
  });

  it('reads a spoken quarter, a drop-off or pickup said before whom, hours after a note\'s label, and a pickup over the end of the parent\'s own work', () => {
    expect(filtersOf('nursery school, it needs to open by a quarter to eight')).toMatchObject({ openBy: '07:45' });
    expect(filtersOf('after-school care near Duke, pickup would be around quarter past five')).toMatchObject({ openUntil: '17:15' });
    expect(filtersOf('daycare, pickup at half past 6')).toMatchObject({ openUntil: '18:30' });
    expect(filtersOf('I must drop off my baby around 6:15')).toMatchObject({ openBy: '06:15' });
    expect(filtersOf('I pick up my daughter at 5:30')).toMatchObject({ openUntil: '17:30' });
    expect(filtersOf('Hours: 8 to 5:30')).toMatchObject({ openBy: '08:00', openUntil: '17:30' });
    expect(filtersOf('I work until 5 so pickup by 5:30')).toMatchObject({ openUntil: '17:30' });
    expect(filtersOf('I work until 5, need daycare in Lynn')).toMatchObject({ openUntil: '17:00' });
    expect(filtersOf('a quarter of the kids')).toMatchObject({ openBy: null, openUntil: null });
  });

  it('reads a range falling from a morning hour to an afternoon one as the day\'s hours, and more names of a subsidy', () => {
    expect(filtersOf('daycare in Falmouth, roughly 8 to 5')).toMatchObject({ openBy: '08:00', openUntil: '17:00' });
    expect(filtersOf('preschool, Lexington, 8-5:30')).toMatchObject({ openBy: null, openUntil: null });
    expect(filtersOf('daycare in Lynn for my kids 3 to 5')).toMatchObject({ openBy: null, openUntil: null });
    for (const text of ['Do any take the state child care certificate?', 'daycare that accepts Purchase of Care', 'We receive DTA benefits', 'We have help from the state for paying the daycare']) {
      expect(filtersOf(text).subsidy, text).toBe(true);
    }
  });

  it('reads a range the parent says they need as the day\'s hours, minutes on one end too, but no age or count', () => {
    expect(filtersOf('home daycare in Tyler, need 7-5:30')).toMatchObject({ openBy: '07:00', openUntil: '17:30' });
    expect(filtersOf('toddler care 7 to 7 near the hospital')).toMatchObject({ openBy: '07:00', openUntil: '19:00' });
    expect(filtersOf('ideally 8:15-6 and under $2,000')).toMatchObject({ openBy: '08:15', openUntil: '18:00' });
    expect(filtersOf('infant care for my 6-9 month old')).toMatchObject({ openBy: null, openUntil: null });
    expect(filtersOf('we need 5-6 days a week')).toMatchObject({ openBy: null, openUntil: null });
  });

  it('reads an early hour said alone as the drop-off, "til" in a range, a spot wanted now, and no hours of the parent\'s own job or sleep', () => {
    expect(filtersOf('infant care near the hospital 6am')).toMatchObject({ openBy: '06:00' });
    expect(filtersOf('I get up at 5am, daycare in Lynn')).toMatchObject({ openBy: null });
    expect(filtersOf('my shift starts at 6am, daycare in Lynn')).toMatchObject({ openBy: null });
    expect(filtersOf('need someone from 10am til 11pm')).toMatchObject({ openBy: '10:00', openUntil: '23:00' });
    expect(filtersOf("I'm a hotel night auditor, 11pm-7am")).toMatchObject({ openBy: null, openUntil: null });
    expect(filtersOf('I sleep 8am-2pm after nights')).toMatchObject({ openBy: null, openUntil: null });
    expect(filtersOf('need a spot asap')).toMatchObject({ openings: true });
  });
});
