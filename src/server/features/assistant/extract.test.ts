import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ExtractResponse } from '#shared/schemas/assistant.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { cleanPlace, extractRules } from './extract.js';

describe('extractRules', () => {
  it('keeps childcare words, ages and politeness out of the places', () => {
    expect(extractRules('Please, I need a daycare for my 2 year old from Quincy to Kendall Square, thanks')).toEqual({
      intent: 'route',
      sourceAddress: 'Quincy',
      destinationAddress: 'Kendall Square',
      aroundMeAddress: null,
      address: null,
      category: 'daycare',
      ageGroup: 'toddler',
      filters: NO_FILTERS,
    });
  });

  it.each([
    ['infant care near Fenway', null, 'infant'],
    ['Montessori near Fenway', 'montessori', null],
    ['after school near Fenway', 'aftercare', 'school-age'],
    ['preschool near Fenway', 'preschool', 'preschool'],
    ['preschooler near Fenway', null, 'preschool'],
    ['nursery near Fenway', 'nursery', null],
    ['kindergarten near Fenway', 'kindergarten', null],
    ['play group near Fenway', 'playgroup', null],
    ['day care near Fenway', 'daycare', null],
    ['child care near Fenway', 'childcare', null],
    ['daycare near Fenway for my newborn', 'daycare', 'infant'],
    ['daycare near Fenway for a 3-year-old', 'daycare', 'preschool'],
    ['daycare near Fenway for my 7 year old', 'daycare', 'school-age'],
    ['toddler room near Fenway', null, 'toddler'],
  ])('%s -> category %s, age group %s', (text, category, ageGroup) => {
    expect(extractRules(text)).toMatchObject({ intent: 'nearby', address: 'Fenway', category, ageGroup });
  });

  it('does not take "close to" or "want to" for a route', () => {
    expect(extractRules('daycare close to Harvard Square')).toMatchObject({ intent: 'nearby', address: 'Harvard Square' });
    expect(extractRules('I want to find a daycare in Quincy')).toMatchObject({ intent: 'nearby', address: 'Quincy' });
  });

  it('answers unknown with no place, and leaves markup inert', () => {
    expect(extractRules('daycare near me')).toMatchObject({ intent: 'unknown', address: null, category: 'daycare' });
    const html = extractRules('<img src=x onerror=alert(1)> from <b>Quincy</b> to Boston');
    expect(html).toMatchObject({ intent: 'route', sourceAddress: 'Quincy', destinationAddress: 'Boston' });
  });

  it('reads words that name Object’s own members ("constructor", "toString") as words, without failing', () => {
    for (const text of ['constructor', 'toString valueOf hasOwnProperty __proto__', 'two constructor olds under constructor thousand']) {
      expect(extractRules(text)).toMatchObject({ intent: 'unknown', address: null });
    }
    expect(extractRules('from constructor to prototype')).toMatchObject({ intent: 'route', sourceAddress: 'constructor', destinationAddress: 'prototype' });
    expect(extractRules('daycare near Constructor St, Boston MA')).toMatchObject({ intent: 'nearby', address: 'Constructor St, Boston MA' });
  });

  it('reads one place followed by a budget as a nearby search, not a route to the price', () => {
    expect(extractRules('infant daycare near 02139, we can pay up to $2,500/month')).toEqual({
      intent: 'nearby',
      sourceAddress: null,
      destinationAddress: null,
      aroundMeAddress: '02139',
      address: '02139',
      category: 'daycare',
      ageGroup: 'infant',
      filters: { ...NO_FILTERS, maxMonthlyTuition: 2500 },
    });
  });

  it('keeps a pickup time out of the place', () => {
    expect(extractRules('near Newton, MA, pickup at 3pm')).toMatchObject({ intent: 'nearby', address: 'Newton, MA' });
  });

  it.each([
    ['daycare near Fenway, $1,800 a month', 'Fenway'],
    ['daycare near Fenway for 2k/mo', 'Fenway'],
    ['daycare near Fenway, drop-off at 7:30 am', 'Fenway'],
    ['daycare near Fenway until noon', 'Fenway'],
    ['daycare near Fenway, part time, 3 days a week', 'Fenway'],
    ['daycare near Fenway, our budget is 400 per week', 'Fenway'],
    ['daycare near Fenway from 8 to 5', 'Fenway'],
    ['daycare near Fenway, Monday to Friday', 'Fenway'],
  ])('%s -> nearby %s, no age read from the schedule or price', (text, place) => {
    expect(extractRules(text)).toMatchObject({ intent: 'nearby', address: place, ageGroup: null });
  });

  it('reads a grade and a note\'s "kid: 4" as the child\'s age, never as a place', () => {
    expect(extractRules('4th grader needs aftercare until 6pm')).toMatchObject({ intent: 'unknown', address: null, ageGroup: 'school-age' });
    expect(extractRules('- home: Medford\n- kid: 4\n- budget: 1800')).toMatchObject({ ageGroup: 'preschool' });
    expect(extractRules('my son is 4-5 minutes from Lynn')).toMatchObject({ ageGroup: null });
    // Several ages with one unit: the youngest's group.
    expect(extractRules('Lawrence to Haverhill, 3 and 5 year olds')).toMatchObject({ ageGroup: 'preschool' });
    expect(extractRules('my 2, 4 and 6 yr olds')).toMatchObject({ ageGroup: 'toddler' });
  });

  it('reads ages listed after "ages", each with its own unit or years, and a half said as a fraction', () => {
    expect(extractRules('daycare in Lowell for 2 kids, ages 9 months and 4')).toMatchObject({ address: 'Lowell', ageGroup: 'infant' });
    expect(extractRules('after school care in Lowell, ages 6-9')).toMatchObject({ address: 'Lowell', ageGroup: 'school-age' });
    expect(extractRules('twins aged 20 months, daycare in Lowell')).toMatchObject({ address: 'Lowell', ageGroup: 'toddler' });
    expect(extractRules('preschool in Lowell for my 3 1/2 year old')).toMatchObject({ ageGroup: 'preschool' });
    expect(extractRules('playgroup in Lowell or close by, 2 1/2')).toMatchObject({ address: 'Lowell', ageGroup: 'toddler' });
    // Ages said of several children with no unit: the youngest's group.
    expect(extractRules('my kids are 6 and 2, daycare in Lowell')).toMatchObject({ ageGroup: 'toddler' });
    expect(extractRules('our daughters are 4 and 7, after school in Lowell')).toMatchObject({ ageGroup: 'preschool' });
    expect(extractRules('my son is 2, 5 days a week, Lowell')).toMatchObject({ ageGroup: 'toddler' });
    // A fraction before a word is a distance or a schedule, not an age.
    expect(extractRules('daycare within 1 1/2 miles of Lowell')).toMatchObject({ ageGroup: null });
  });

  it('ends a place at a full stop typed in lower case, but not after an abbreviation', () => {
    expect(extractRules('daycare in medford sq. must take vouchers')).toMatchObject({ address: 'Medford Square', filters: { subsidy: true } });
    expect(extractRules('daycare near st. louis')).toMatchObject({ address: 'Saint Louis' });
  });

  it('keeps times and prices out of both ends of a route', () => {
    expect(extractRules('from Quincy to Boston, pick up at 5:30, $2,000 per month')).toMatchObject({
      intent: 'route',
      sourceAddress: 'Quincy',
      destinationAddress: 'Boston',
    });
  });

  // The parent’s own places refine what the request names (docs/decisions/0029-free-text-extraction.md): each
  // request with the fields it must answer; the comments say why a place is left as said.
  const OWN_PLACES: [string, Partial<ExtractResponse>][] = [
    ['I commute from Quincy to Boston, I work in the Seaport. daycare on the way?', { sourceAddress: 'Quincy', destinationAddress: 'Seaport' }],
    ['Salgo de Quincy pa Boston, trabajo en el Seaport. Guardería en el camino?', { sourceAddress: 'Quincy', destinationAddress: 'Seaport' }],
    ['from Braintree to Cambridge, I work in Kendall Square', { sourceAddress: 'Braintree', destinationAddress: 'Kendall Square' }],
    ['from Boston to Quincy, we live in Dorchester', { sourceAddress: 'Dorchester', destinationAddress: 'Quincy' }],
    // Another's workplace, a town far from the end, a name the gazetteer does not know.
    ['from Quincy to Boston, my husband works in the Seaport', { sourceAddress: 'Quincy', destinationAddress: 'Boston' }],
    ['from Quincy to Boston, I work in Worcester', { sourceAddress: 'Quincy', destinationAddress: 'Boston' }],
    ['drive from Boston to Quincy every day, I work in Merrymount', { sourceAddress: 'Boston', destinationAddress: 'Quincy' }],
    // A part of the town the gazetteer knows refines the end.
    ['drive from Boston to Quincy every day, I work in Wollaston', { sourceAddress: 'Boston', destinationAddress: 'Wollaston' }],
    // A workplace named by what it is; a station after another noun is where the care is.
    ['paramedic on nights, station in Lynn, home in Swampscott', { intent: 'route', sourceAddress: 'Swampscott', destinationAddress: 'Lynn' }],
    ['my shop is in Dedham and we live in Norwood, daycare on the way', { intent: 'route', sourceAddress: 'Norwood', destinationAddress: 'Dedham' }],
    ['we live in Quincy, daycare near the train station in Braintree', { intent: 'nearby', aroundMeAddress: 'Braintree' }],
    // A region gives way to the family's town; alone, it stays; no other place does.
    ['daycare on the North Shore, we live in Beverly', { aroundMeAddress: 'Beverly' }],
    ["preschool on the Cape? we're in Falmouth", { aroundMeAddress: 'Falmouth' }],
    ['daycare in Essex County, we live in Peabody', { aroundMeAddress: 'Peabody' }],
    ['guardería en el North Shore, vivimos en Beverly', { aroundMeAddress: 'Beverly' }],
    ['daycare in the Pioneer Valley', { aroundMeAddress: 'Pioneer Valley' }],
    ['daycare near Mass General, we live in Somerville', { aroundMeAddress: 'Mass General' }],
    ['daycare in Cambridge, we live in Somerville', { aroundMeAddress: 'Cambridge' }],
  ];
  it.each(OWN_PLACES)('reads the parent’s own places: %s', (request, expected) => {
    expect(extractRules(request)).toMatchObject(expected);
  });

  it('trims a place to what names it', () => {
    expect(cleanPlace(' the Quincy area, please ')).toBe('Quincy');
    expect(cleanPlace('my office in Kendall Square')).toBe('Kendall Square');
    expect(cleanPlace('02139-4307')).toBe('02139');
    expect(cleanPlace('me')).toBeNull();
    expect(cleanPlace('Newton, MA, pickup at 3pm')).toBe('Newton, MA');
    expect(cleanPlace('$2,500/month')).toBeNull();
    expect(cleanPlace('8')).toBeNull();
  });

  it('reads the youngest of the children the care is for, a village with no ZIP code, and a language\'s name where the family lives as a place', () => {
    expect(extractRules('daycare in Salem for our 4 yr old and 10 month old').ageGroup).toBe('infant');
    expect(extractRules('preschool in Lynn, she is 3 years and 2 months').ageGroup).toBe('preschool');
    expect(extractRules('daycare near West Acton with openings')).toMatchObject({ intent: 'nearby', address: 'West Acton' });
    const lebanon = extractRules('we live in Lebanon NH and I work in Hanover, daycare on the way');
    expect([lebanon.sourceAddress, lebanon.filters.language]).toEqual(['Lebanon, NH', null]);
    expect(extractRules('we live in Quincy, Mandarin speaking preschool').filters.language).toBe('zh');
  });

  it('takes no place from a word capitalised only because a sentence begins with it, nor from words around a number', () => {
    for (const text of [
      'need a daycare that opens by 6:45 for our 10 month old. Must take vouchers.',
      'Busco un pre-k para mi niña de 4 años. Preferiblemente que cierren a las 5.',
      'looking for a daycare for my 2 kids, the little one is 4',
      'checklist: licensed center, ratio 1:4 for infants',
    ]) {
      expect(extractRules(text), text).toMatchObject({ intent: 'unknown', address: null });
    }
    // At the start of a request a name may stand alone; a street address keeps its number.
    expect(extractRules('Fishtown daycare')).toMatchObject({ intent: 'nearby' });
    expect(extractRules('daycare near 2210 bardstown rd')).toMatchObject({ intent: 'nearby', address: '2210 bardstown rd' });
  });

  it('reads the short names of big cities, in either language', () => {
    expect(extractRules('guardería en East LA para mi niña').address).toBe('East Los Angeles, CA');
    expect(extractRules('daycare in ATL for my 2 year old').address).toBe('Atlanta, GA');
    expect(extractRules('preschool near downtown cincy').address).toMatch(/Cincinnati/);
  });

  it('reads a part of a city before its city, with no comma and in any case', () => {
    expect(extractRules('after school care ballard seattle').address).toBe('Ballard, Seattle');
    expect(extractRules('daycare koreatown los angeles').address).toBe('Koreatown, Los Angeles');
  });

  it('never reads a kind of site alone as the town of that name, and reads a site\'s campus as the site', () => {
    expect(extractRules('daycare near the University of Texas in Austin').address).toBe('Austin');
    expect(extractRules('Scottsdale to ASU Tempe campus, daycare on the way').destinationAddress).toBe('ASU');
    // Dell, Arkansas is a town, not a site: its campus is kept as typed.
    expect(extractRules('Marlborough to the Dell campus in Hopkinton').destinationAddress).not.toBe('Dell');
  });

  it('places a college, court or hospital named after a home-state town in that town, but not a market or a common', () => {
    expect(extractRules('studying at night at Holyoke Community College, need care for my 3 year old near there').address).toBe('Holyoke Community College, Holyoke');
    expect(extractRules('after school care near the Worcester Trial Court for my 8 yr old').address).toBe('Worcester Trial Court, Worcester');
    expect(extractRules('daycare near Quincy Market').address).toBe('Quincy Market');
  });

  it('reads the hour a program takes the child, keeping the child\'s age, and financial assistance misspelt', () => {
    expect(extractRules('a daycare in Falmouth that takes my 2 yr old from 7:30')).toMatchObject({ ageGroup: 'toddler', filters: { openBy: '07:30' } });
    expect(extractRules('daycare in Lowell, we take the kids to the park at 10').filters.openBy).toBeNull();
    expect(extractRules('daycare in Lowell that accepts financial assitance').filters.subsidy).toBe(true);
  });

  it('reads a part of a city before the city\'s short name, LA a city there and a state after a town', () => {
    expect(extractRules('koreatown la preschool korean speaking').address).toBe('Koreatown, Los Angeles');
    expect(extractRules('daycare in Fishtown Philly').address).toBe('Fishtown, Philadelphia');
    expect(extractRules('daycare in Baton Rouge LA').address).toBe('Baton Rouge, LA');
  });

  it('reads a part of a city named beside another city than the gazetteer\'s as that city\'s part', () => {
    expect(extractRules('daycare close to our apartment in the North End of New Bedford').address).toBe('North End, New Bedford');
    expect(extractRules('daycare in Springfield\'s North End').address).toBe('North End, Springfield');
    expect(extractRules('boise north end preschool').address).toBe('North End, Boise, ID');
    expect(extractRules('vivimos en el North End de Springfield, after school para mi hija').address).toBe('North End, Springfield');
    // Beside no other city it is the part the gazetteer knows.
    expect(extractRules('daycare in the North End').address).toBe('North End');
  });

  it('reads the parent\'s own closing and hours as no pickup, and a pickup "as late as" an hour', () => {
    expect(extractRules('Pharmacist at the CVS in Shrewsbury, I close at 9pm two nights a week. Is there any childcare in Shrewsbury that stays open until 9:30?').filters.openUntil).toBe('21:30');
    expect(extractRules('The court closes at 5 so I can pick up by 6:00. daycare in Austin')).toMatchObject({ address: 'Austin', filters: { openUntil: '18:00' } });
    expect(extractRules('daycare in Lowell, my hours are 8 to 5, but with traffic I\'d need to be able to pick up as late as 6:30').filters).toMatchObject({ openBy: null, openUntil: '18:30' });
    expect(extractRules('daycare in Lowell that closes at 6').filters.openUntil).toBe('18:00');
  });

  it('reads help from an agency as no place the family comes from', () => {
    expect(extractRules('She works at a bank downtown from 8 to 5 and gets help from DTA, so she should qualify').intent).toBe('unknown');
    expect(extractRules('from Quincy to Boston, daycare')).toMatchObject({ sourceAddress: 'Quincy', destinationAddress: 'Boston' });
  });

  it('reads an airport named by no name as the one nearest the trip\'s other end, and as no place alone', () => {
    expect(extractRules('we live in Revere and I work at the airport, daycare on the way')).toMatchObject({ sourceAddress: 'Revere', destinationAddress: 'Logan Airport' });
    expect(extractRules('I live in Charlotte and work at the airport, daycare on the way')).toMatchObject({ sourceAddress: 'Charlotte', destinationAddress: 'Charlotte Airport' });
    expect(extractRules('vivo en Revere y trabajo en el aeropuerto, guardería en el camino')).toMatchObject({ sourceAddress: 'Revere', destinationAddress: 'Logan Airport' });
    expect(extractRules('daycare near the airport').intent).toBe('unknown');
    // Named where the parent works, the airport "near the airport" is that one.
    expect(extractRules("I'm a flight attendant based at O'Hare. Is there any daycare near the airport that opens at 4:30am?").address).toBe("O'Hare");
  });

  it('reads care asked in a town, not the workplace in it the parent names', () => {
    expect(extractRules('I work at Tufts and we need a preschool in Somerville for our 3 year old').address).toBe('Somerville');
    expect(extractRules('daycare near Faneuil Hall').address).toBe('Faneuil Hall');
  });

  it('ends a place where a new clause begins after a comma', () => {
    expect(extractRules('daycare between Hoboken and Midtown Manhattan, I take the PATH')).toMatchObject({ sourceAddress: 'Hoboken', destinationAddress: 'Midtown Manhattan, New York, NY' });
  });

  it('reads past a sibling\'s program, a forwarded email\'s sender, a greeting\'s name and "I\'m", and knows Mpls and WPB', () => {
    expect(extractRules("daycare in Watertown for Sam, he's 2. His brother is 9 and already goes to the aftercare at his school.").category).toBe('daycare');
    expect(extractRules('my daughter is 5 and in kindergarten, I need after-care in Lynn').category).toBe('aftercare');
    expect(extractRules('---------- Forwarded message ---------\nFrom: Dana Whitfield\nSubject: daycare for Sam\n\nWe want something near Watertown Square').address).toBe('Watertown Square');
    expect(extractRules('From: Plymouth MA\nTo: Quincy\nNeed: preschool').intent).toBe('route');
    expect(extractRules('Hi, Sharon here. Do you have any daycares with an opening immediately?').intent).toBe('unknown');
    expect(extractRules("I need aftercare. I'm on state assistance.").intent).toBe('unknown');
    expect(extractRules('preschool mpls spanish immersion').address).toBe('Minneapolis, MN');
    expect(extractRules('wpb pre k that takes school readiness voucher').address).toBe('West Palm Beach, FL');
  });

  it('reads a town in a short request typed in lower case with no word before it, and the trip past the road taken', () => {
    expect(extractRules('montessori boulder co').address).toBe('Boulder, CO');
    expect(extractRules('babysitter honolulu weekends').address).toBe('Honolulu, HI');
    expect(extractRules('guarderia en central falls con voucher').address).toBe('Central Falls, RI');
    expect(extractRules('daycare for my toddler asap').intent).toBe('unknown');
    expect(extractRules('I live in Nashua, NH and commute down Route 3 to Lowell General. Daycare along the way')).toMatchObject({ intent: 'route', sourceAddress: 'Nashua, NH' });
  });

  it('reads a new station as a move, and care asked in a place with no word of the way there', () => {
    expect(extractRules("Just PCS'd to Bragg from Germany, need a daycare").sourceAddress).toBeNull();
    expect(extractRules('We live in Killeen and I work at Fort Cavazos. Need child care in Killeen, my son is 3.')).toMatchObject({ intent: 'nearby', address: 'Killeen' });
    expect(extractRules('I live in Quincy and commute to Boston, need daycare in Quincy').intent).toBe('route');
  });

  describe('reads how long as no age, the age a child had as past, an age in brackets after the child as years, and one said in a relative\'s clause, after "kiddo", "they\'ll be" or "now"', () => {
    itReadsEach('%s is %s', (text: string) => extractRules(text).ageGroup, [
      ['need care for my toddler (22 mo), a 10 month schedule would be ideal', 'toddler'],
      ['I must go back to Odessa for 2 months; daycare in Brooklyn, she just turned 1', 'toddler'],
      ['infant care for 4 month old in Lynn', 'infant'],
      ["in a university daycare since she was 3 months old. She's now 14 months. Daycare in Amherst", 'toddler'],
      ['a part-time preschool for my youngest (3) and an after school program for my 7 year old', 'preschool'],
      ['We live in Lynn. My mom in Peabody was watching my 2 year old but she moved, need a daycare', 'toddler'],
      ['Our kiddo is 4, preschool in Medford', 'preschool'],
      ["twin girls (they'll be 2 in May), daycare in Salem", 'toddler'],
      ["he's now 10 months, infant room in Lowell", 'infant'],
    ]);
  });
});
