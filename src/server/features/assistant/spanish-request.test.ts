import { describe, expect, it } from 'vitest';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { extractRules } from './extract.js';
import { writtenApartCases } from './extraction-score.js';
import { isSpanish, spanishAsEnglish } from './spanish-request.js';

/** A trip's two ends as read, or what was read instead of a trip. */
const ends = (text: string) => {
  const answer = extractRules(text);
  return answer.intent === 'route' ? [answer.sourceAddress, answer.destinationAddress] : answer.intent;
};

describe('isSpanish', () => {
  it.each([
    'guarderia en Lynn',
    'de Medford a Boston',
    'kínder en Salem',
    '¿preschool en Lynn?',
    'montesori en cambrige',
  ])('reads %s as Spanish', (text) => {
    expect(isSpanish(text)).toBe(true);
  });

  it.each([
    'daycare near Quincy for my 2 year old',
    'from Lynn to Boston, en route to work',
    'preschool in Marina del Rey',
    'KinderCare in Lowell with openings',
    'a daycare 5 mi from Salem',
    'Casa Grande AZ daycare',
    'daycare on El Camino Real in Mountain View',
    'my daughter Nina is 3, daycare in Quincy',
    'daycare near the mayor office in Salida, CO',
    'hola! infant care in Estancia NM',
  ])('leaves %s to the English rules', (text) => {
    expect(isSpanish(text)).toBe(false);
    expect(spanishAsEnglish(text)).toBe(text);
  });

  it('reads no English development request as Spanish', () => {
    const english = (['dev', 'dev2', 'dev3'] as const).flatMap((part) => writtenApartCases(part).map((c) => c.text));
    expect(english.filter(isSpanish)).toEqual([]);
  });
});

describe('spanishAsEnglish', () => {
  itReadsEach('writes %s as %s', spanishAsEnglish, [
    ['de Medford a Somerville', 'from Medford to Somerville'],
    ['desde Lynn hasta Salem', 'from Lynn to Salem'],
    ['entre Natick y Wellesley', 'between Natick and Wellesley'],
    ['cerca del 02139', 'near 02139'],
    ['guardería para mi hijo de dos años', 'daycare for my son 2 years old'],
    ['que abra a las 6 y media', 'opens at 6:30'],
    ['abierta de 7 a 6', 'opens at 7am and closes at 6pm'],
    ['que no cueste más de $1.100 al mes', 'under $1,100 a month'],
    ['mi hijo tiene 20 meses', 'my son tiene 20 months old'],
  ]);

  it('keeps place names as typed, but for the few Spanish names of US places', () => {
    expect(spanishAsEnglish('guardería en El Paso')).toBe('daycare in El Paso');
    expect(spanishAsEnglish('guardería en Los Ángeles')).toBe('daycare in Los Angeles');
    expect(spanishAsEnglish('preescolar en Filadelfia')).toBe('preschool in Philadelphia');
  });
});

describe('extractRules on Spanish requests', () => {
  it("reads a child's age in months or years after 'tiene', and a relative's town as no search place", () => {
    expect(extractRules('mi hija tiene 2 años y medio, guardería en Chelsea').ageGroup).toBe('toddler');
    expect(extractRules('mi niño tiene 9 meses, cuido en Lynn').ageGroup).toBe('infant');
    expect(extractRules('Mis suegros viven en Malden pero vivimos en Medford, busco preescolar').address).toBe('Medford');
    expect(extractRules('salgo de mi casa en Revere a las 7 y trabajo en Chelsea')).toMatchObject({ sourceAddress: 'Revere', destinationAddress: 'Chelsea' });
  });

  it('reads a trip, the care, the age and the filters', () => {
    expect(extractRules('Vivo en Malden y trabajo en Cambridge. Busco guardería bilingüe con cupo para mi niña de 18 meses, que cierre a las 6')).toMatchObject({
      intent: 'route',
      sourceAddress: 'Malden',
      destinationAddress: 'Cambridge',
      category: 'daycare',
      ageGroup: 'toddler',
      filters: { openings: true, openUntil: '18:00', language: 'es' },
    });
  });

  it('reads a place to search near, a price a week and a subsidy', () => {
    expect(extractRules('preescolar alrededor de Medford, menos de $250 por semana, que acepte vouchers')).toMatchObject({
      intent: 'nearby',
      address: 'Medford',
      category: 'preschool',
      filters: { maxMonthlyTuition: 1083, subsidy: true },
    });
    // "vales", the common Spanish word for vouchers.
    expect(extractRules('busco preescolar en Malden que acepten vales')).toMatchObject({ address: 'Malden', filters: { subsidy: true } });
  });

  it('reads opening hours and weekdays as no trip', () => {
    expect(extractRules('guardería en Chelsea de Lunes a Viernes, de 7 a 5')).toMatchObject({
      intent: 'nearby',
      address: 'Chelsea',
      filters: { openBy: '07:00', openUntil: '17:00' },
    });
  });

  it("reads a trip said with the hours, labels with a colon, and the parent's work hours as no opening hours", () => {
    expect(extractRules('salgo de lynn a las 6:30 y llego a cambridge como a las 7:30, guardería')).toMatchObject({ sourceAddress: 'Lynn', destinationAddress: 'Cambridge' });
    expect(extractRules('Desde: Roslindale\nHasta: Brigham and Women\'s\nguardería')).toMatchObject({ sourceAddress: 'Roslindale', destinationAddress: "Brigham and Women's" });
    expect(extractRules('Casa → Haverhill, trabajo → Peabody. Busco guardería')).toMatchObject({ sourceAddress: 'Haverhill', destinationAddress: 'Peabody' });
    expect(extractRules('vivo en Lynn, trabajo de 7 a 3, busco guardería').filters).toMatchObject({ openBy: null, openUntil: null });
    expect(extractRules('guardería en Lynn hasta 6pm').filters).toMatchObject({ openUntil: '18:00' });
  });

  it('reads a move, a part of a town, a yearly budget in thousands and a request in capitals', () => {
    expect(extractRules('Acabamos de mudarnos de Massachusetts a Charlotte, NC y necesitamos guardería')).toMatchObject({ intent: 'nearby', address: 'Charlotte, NC' });
    expect(extractRules('guardería en Phoenix zona Maryvale')).toMatchObject({ address: 'Maryvale' });
    expect(extractRules('Montesori en Newton, presupuesto 24 mil al año').filters).toMatchObject({ maxMonthlyTuition: 2000 });
    expect(extractRules('estancia infantil en Phoenix zona Maryvale, tengo 2 niños de 1 y 3 años')).toMatchObject({ address: 'Maryvale' });
    expect(extractRules('Salgo de Brockton, entro a las 7 en el South Shore Hospital. Guardería en el camino')).toMatchObject({ sourceAddress: 'Brockton', destinationAddress: 'South Shore Hospital' });
    expect(extractRules('kinder x corona queens')).toMatchObject({ intent: 'nearby', category: 'kindergarten' });
    expect(extractRules('daycare x dorchester 02124')).toMatchObject({ address: 'dorchester 02124' });
    expect(extractRules('DAYCARE EN EL BRONX CON CUPO')).toMatchObject({ address: expect.stringMatching(/^Bronx/), filters: { openings: true } });
  });

  it('reads "y yo en" after another\'s work as the parent\'s own workplace', () => {
    expect(extractRules('mi esposa trabaja en Lynn y yo en Salem, vivimos en Peabody')).toMatchObject({ sourceAddress: 'Peabody', destinationAddress: 'Salem' });
    expect(extractRules('mi esposo trabaja en Woburn y yo en Burlington, vivimos en Billerica. daycare cerca de mi trabajo')).toMatchObject({ address: 'Burlington' });
  });

  it('reads a state code "PA", children counted, a grade, months in English, and hours with pm as no place', () => {
    expect(extractRules('guardería en Allentown, PA para 2 niños: un bebé de 8 meses')).toMatchObject({ intent: 'nearby', address: 'Allentown, PA', ageGroup: 'infant' });
    expect(extractRules('Necesito un after school para mi hija de segundo grado hasta las 6 de la tarde')).toMatchObject({ intent: 'unknown', ageGroup: 'school-age' });
    expect(extractRules('vivo en Revere, daycare pa mi hijo de 14 months')).toMatchObject({ address: 'Revere', ageGroup: 'toddler' });
    expect(extractRules('guardería en Quincy de 6:30am a 6pm').filters).toMatchObject({ openBy: '06:30', openUntil: '18:00' });
    expect(extractRules('guarderia d 7am a 5:30pm en Lowell').filters).toMatchObject({ openBy: '07:00', openUntil: '17:30' });
  });

  it('reads an hour in brackets or in Spanglish, urgency in capitals, and which end is home in brackets or a label', () => {
    expect(extractRules('busco daycare que abra temprano (5:45 am) en Lynn').filters.openBy).toBe('05:45');
    expect(extractRules('daycare en Lynn que abran at 6am').filters.openBy).toBe('06:00');
    expect(extractRules('NECESITO DAYCARE EN WORCESTER URGENTE')).toMatchObject({ address: 'Worcester' });
    expect(extractRules('Busco guardería entre Peabody (casa) y Danvers (trabajo)')).toMatchObject({ sourceAddress: 'Peabody', destinationAddress: 'Danvers' });
    expect(extractRules('Vivo: Malden\nTrabajo: Everett\nBusco guardería en el camino')).toMatchObject({ sourceAddress: 'Malden', destinationAddress: 'Everett' });
  });
});

describe('Spanish, the thirteenth round (docs/decisions/0029)', () => {
  it('reads when the parent goes as no part of a place, and a bare hour as an hour', () => {
    expect(ends('de Lynn pa Salem State todos los días, guardería pa mi bebé')).toEqual(['Lynn', 'Salem State']);
    expect(ends('llego a Harvard a las 9, salgo de Somerville, guardería?')).toEqual(['Somerville', 'Harvard']);
    expect(ends('de medford a malden center, cuido pa mi nena')).toEqual(['Medford', 'Malden Center']);
  });

  it('reads children as parents across Latin America call them, and the other child\'s age', () => {
    expect(extractRules('guardería en Lynn pa mi cipote de 2').ageGroup).toBe('toddler');
    expect(extractRules('necesito cuido pa mis dos hijos, uno de 1 año y el otro de 4')).toMatchObject({ intent: 'unknown', ageGroup: 'toddler' });
    expect(extractRules('busco kínder en Lynn, mi hija tiene 5 años y todavía no va a la escuela').ageGroup).toBe('preschool');
  });

  it('reads notes without colons, a place before what it is, a role in brackets and a move', () => {
    expect(ends('casa Malden | trabajo Kendall Square | busco daycare')).toEqual(['Malden', 'Kendall Square']);
    expect(ends('Revere es donde vivimos y Chelsea donde trabajo, guardería de camino')).toEqual(['Revere', 'Chelsea']);
    expect(ends('Lynn / Salem Hospital (ahí trabajo), guardería en el camino')).toEqual(['Lynn', 'Salem Hospital, Salem']);
    expect(extractRules('nos acabamos de mudar a Worcester, busco guardería')).toMatchObject({ intent: 'nearby', address: 'Worcester' });
    expect(ends('vamos a vivir en Malden y voy a trabajar en el aeropuerto Logan, guardería de camino')).toEqual(['Malden', 'Logan Airport']);
  });

  it('reads a move said next month, a child turned six, a town left and a weekly price after a slash', () => {
    expect(extractRules('nos mudamos a Lynn el mes q viene, guardería pa mi nena de 18 meses').ageGroup).toBe('toddler');
    expect(extractRules('after school en Lynn pa mi hijo q ya cumplió 7').ageGroup).toBe('school-age');
    expect(extractRules('ya no vivimos en Malden, ahora estamos en Saugus. guardería')).toMatchObject({ address: 'Saugus' });
    expect(extractRules('guardería en Lynn hasta $350/semana').filters.maxMonthlyTuition).toBe(1517);
    expect(extractRules('busco montessori q tenga cupo pa mi chamo de 3')).toMatchObject({ intent: 'unknown', ageGroup: 'preschool' });
  });
});

describe('Spanish, the fourteenth round (docs/decisions/0029)', () => {
  it('takes a place back ("no perdón", "bueno no", "mejor dicho") and reads the one meant', () => {
    expect(extractRules('guardería en Malden, no perdón, en Medford, para mi nena').address).toBe('Medford');
    expect(ends('vivo en Lynn y trabajo en Salem, bueno no, ahora trabajo en Danvers, cuido en el camino')).toEqual(['Lynn', 'Danvers']);
  });

  it('reads a trip said without "de", a part of a town named after it, and a highway as the way', () => {
    expect(ends('Evanston a the Loop, guardería en el camino')).toEqual(['Evanston', 'Loop, Chicago']);
    expect(extractRules('Houston zona de Gulfton, guardería para mi bebé').address).toBe('Gulfton, Houston');
    expect(ends('de Quincy a Boston, guardería por la I-93 que abra temprano')).toEqual(['Quincy', 'Boston']);
  });

  it("reads a baby's age in weeks, a pickup said with its object, and help from the county", () => {
    expect(extractRules('cuido para mi bebé de 8 semanas en Chelsea').ageGroup).toBe('infant');
    expect(extractRules('guardería en Lawrence, la recojo como a las 6').filters.openUntil).toBe('18:00');
    expect(extractRules('guardería en Miami que acepte ayuda del condado').filters.subsidy).toBe(true);
  });

  it("after the round's report: a quarter to the hour, no waiting list, help from a state office, a year and a half", () => {
    expect(extractRules('guardería en Lowell, lo dejo a las 8 menos cuarto').filters.openBy).toBe('07:45');
    expect(extractRules('guardería en Revere sin lista de espera').filters.openings).toBe(true);
    expect(extractRules('cuido en Worcester que acepte la ayuda de DCF').filters.subsidy).toBe(true);
    expect(extractRules('guardería en Lynn para mi hijo de año y medio').ageGroup).toBe('toddler');
  });
});

describe('Spanish, the fifteenth round (docs/decisions/0029)', () => {
  it('reads El Paso in lower case with its state, "va a cumplir", new children accepted and an early opening', () => {
    expect(extractRules('cuido en el paso texas para mi niña de 2 años').address).toBe('El Paso, TX');
    expect(extractRules('kínder para mi hijo que va a cumplir 5').ageGroup).toBe('school-age');
    expect(extractRules('guardería en Lawrence que acepten niños nuevos').filters.openings).toBe(true);
    expect(extractRules('guardería en Lowell que abra muy temprano, a las 6').filters.openBy).toBe('06:00');
  });

  it("reads what the family earns as no budget, thousands after digits, and the workforce's or the military's help", () => {
    expect(extractRules('mi esposa y yo ganamos unos 5 mil al mes, busco preescolar en Lynn').filters.maxMonthlyTuition).toBeNull();
    expect(extractRules('guardería en Lynn, presupuesto 2 mil al mes').filters.maxMonthlyTuition).toBe(2000);
    expect(extractRules('guardería en Laredo que acepte la ayuda del workforce').filters.subsidy).toBe(true);
    expect(extractRules('guardería cerca de Fort Bliss que acepte la ayuda militar').filters.subsidy).toBe(true);
  });

  it('reads where the family lives now, said in brackets after a move, as no part of the town they move to', () => {
    expect(extractRules('Nos mudamos a Malden el mes que viene (ahora vivimos en Lynn). Guardería para mi bebé').address).toBe('Malden');
  });

  it('after the report: two towns in lower case, studying somewhere, "entre los dos lugares", care that has to be at one end, "el mes pasado"', () => {
    expect(ends('revere a chelsea todos los dias, guardería en el camino')).toEqual(['Revere', 'Chelsea']);
    expect(ends('Vivo en Amherst y estudio en Smith College. ¿Guardería entre los dos lugares?')).toEqual(['Amherst', 'Smith College']);
    expect(extractRules('Trabajo en Boston pero la guardería tiene que estar en Quincy, cerca de mi casa').address).toBe('Quincy');
    expect(extractRules('nos mudamos a Lynn el mes pasado, guardería para mi niño de 18 meses').ageGroup).toBe('toddler');
    expect(extractRules('guardería cerca de la Universidad de Arizona').address).toBe('University of Arizona');
  });

  it('after the report: babies taken from an age, a need for places, the parents\' own hours, "tiene año y medio"', () => {
    expect(extractRules('guardería que acepte bebés desde 8 semanas').intent).toBe('unknown');
    expect(extractRules('guardería en Lynn, mis dos niños necesitan cupo').filters.openings).toBe(true);
    const hours = extractRules('Mi esposo trabaja de día y yo de 8 a 4. Guardería en Lynn que abra a las 6:45');
    expect([hours.filters.openBy, hours.filters.openUntil]).toEqual(['06:45', null]);
    expect(extractRules('guardería en Lynn, mi hija tiene año y medio').ageGroup).toBe('toddler');
  });

  it('sixteenth round: a note\'s lines, care from a morning hour, "somos de", the train line taken, an airport in lower case', () => {
    expect(ends('Casa: Dorchester\nTrabajo: aeropuerto de Boston\nBusco: guardería')).toEqual(['Dorchester', 'Boston Airport']);
    expect(extractRules('guardería en Lynn, la necesito desde las 6:45').filters.openBy).toBe('06:45');
    expect(extractRules('guardería en Lynn desde las 8 de la mañana').filters.openBy).toBe('08:00');
    expect(extractRules('programa después de la escuela en Lynn desde las 3 de la tarde').filters.openBy).toBeNull();
    expect(extractRules('trabajo desde las 6 de la mañana, guardería en Lynn').filters.openBy).toBeNull();
    expect(extractRules('Somos de Chelsea, busco preescolar').address).toBe('Chelsea');
    expect(extractRules('Soy de Perú y vivo en Lowell, busco guardería').address).toBe('Lowell');
    expect(ends('De Malden a Back Bay por la Orange Line, guardería de camino')).toEqual(['Malden', 'Back Bay']);
    expect(ends('vivo en revere y trabajo en el aeropuerto logan, guardería de camino')).toEqual(['Revere', 'Logan Airport']);
  });

  it('eighteenth round: care that takes the child at an hour, opening by an hour at the latest, a list with no wait, state payments, "guarde", the fields', () => {
    expect(extractRules('guardería en Lynn que reciba a mi hijo a las 6:30 a. m.').filters.openBy).toBe('06:30');
    expect(extractRules('preescolar en Salem, tiene que abrir a las 7:30 a más tardar').filters.openBy).toBe('07:30');
    expect(extractRules('busco guardería en Lowell que no tenga lista de espera').filters.openings).toBe(true);
    expect(extractRules('pre-k en Chelsea con plazas disponibles').filters.openings).toBe(true);
    expect(extractRules('guardería en Revere que acepte pagos del estado').filters.subsidy).toBe(true);
    expect(extractRules('una guarde en Malden pa mi niña').category).toBe('daycare');
    expect(extractRules('Trabajamos en el campo. Vivimos en Yakima, guardería por favor').address).toBe('Yakima');
    expect(extractRules('Vivimos en Springfield (el de Illinois), busco preescolar').address).toBe('Springfield, IL');
  });

  it('eighteenth round: a move made some time ago, where the family comes from, a base by its place, a question\'s verb', () => {
    expect(ends('Somos de Caguas. Nos mudamos a Orlando hace dos meses y trabajo en Lake Nona, guardería de camino')).toEqual(['Orlando', 'Lake Nona']);
    expect(extractRules('Nos mudamos a Lynn hace un mes, busco guardería').ageGroup).toBeNull();
    expect(ends('vivimos en Killeen y mi esposo trabaja en la base de Hood. Buscamos guardería de camino')).toEqual(['Killeen', 'Fort Hood']);
    expect(extractRules('¿Tienen cupo para bebés?').intent).toBe('unknown');
  });

  it('nineteenth round: towns in lower case after "en", the way between two places, a hospital named first, a new job, no voucher yet, "desde hace poco"', () => {
    expect(extractRules('guardería en hialeah para mi niña de 2').address).toBe('Hialeah, FL');
    expect(extractRules('guardería en casa para mi hijo').address).toBeNull();
    expect(ends('busco guardería de camino entre Somerville y mi trabajo en Kendall Square')).toEqual(['Somerville', 'Kendall Square']);
    expect(ends('guardería cerca del camino de mi casa en Malden a mi trabajo en Boston')).toEqual(['Malden', 'Boston']);
    expect(ends('Trabajo en el Hospital Jackson Memorial y vivo en Doral, guardería de camino')[1]).toBe('Jackson Memorial Hospital');
    expect(ends('Vivo en Chelsea y empecé a trabajar en el aeropuerto Logan, guardería de camino')).toEqual(['Chelsea', 'Logan Airport']);
    expect(extractRules('Vivo en Lynn, necesito guardería, todavía no tengo vale').filters.subsidy).toBeNull();
    expect(extractRules('Estamos en Lowell desde hace poco, busco guardería').address).toBe('Lowell');
    expect(extractRules('guardería en Lynn que reciba bebés desde las 8 semanas').filters.openBy).toBeNull();
    expect(extractRules('preescolar en Lynn que lo reciban a las 7').filters.openBy).toBe('07:00');
  });

  it('twentieth round: an airport of two words in lower case, a move said in the past, studying somewhere, between home and a hospital, "cumple"', () => {
    expect(ends('guardería de camino de Chandler al aeropuerto sky harbor')).toEqual(['Chandler', 'Sky Harbor Airport']);
    expect(ends('me mudé a Lowell y trabajo en Burlington, guardería de camino')).toEqual(['Lowell', 'Burlington']);
    expect(ends('soy estudiante en Bunker Hill y vivo en Malden, guardería de camino')).toEqual(['Malden', 'Bunker Hill']);
    expect(ends('guardería entre mi casa en Revere y el Mass General')).toEqual(['Revere', 'Mass General']);
    expect(extractRules('mi hija cumple 5 en mayo, programa después de la escuela en Lynn').ageGroup).toBe('school-age');
  });
});

describe('Spanish, the twenty-second round (docs/decisions/0029)', () => {
  it('reads a place taken back with "digo" or "no, bueno, mejor", care for tomorrow, a state program, a closing "por lo menos" and the way between home and the hospital', () => {
    expect(extractRules('daycare en Denver, digo, en Aurora CO, máximo $1200 al mes').address).toBe('Aurora, CO');
    expect(extractRules('busco guarderia en Revere... no, bueno, mejor en Everett q me queda mas cerca').address).toBe('Everett');
    expect(extractRules('Necesito guardería para mañana mismo, mi bebé tiene 9 meses').filters.openings).toBe(true);
    expect(extractRules('guardería en Lawrence que acepte el programa del estado').filters.subsidy).toBe(true);
    expect(extractRules('guarderia en Lawrence, que cierren por lo menos a las 6').filters.openUntil).toBe('18:00');
    const trip = extractRules('Vivo en Holyoke y trabajo en el Baystate Medical Center en Springfield. Necesito una guardería en el camino entre mi casa y el hospital');
    expect(trip).toMatchObject({ intent: 'route', sourceAddress: 'Holyoke' });
  });

  it('reads a trip typed in lower case "de ... a ...", and help applied for from the state or from Child Care Services', () => {
    expect(extractRules('guarderia de pharr a mcallen q abra a las 6am')).toMatchObject({ intent: 'route', sourceAddress: 'Pharr, TX', destinationAddress: 'Mcallen, TX' });
    expect(extractRules('cuido de lunes a viernes').intent).toBe('unknown');
    expect(extractRules('guarderia en Lynn, que nos ayuden a aplicar a la ayuda del estado').filters.subsidy).toBe(true);
    expect(extractRules('guarderia en Dallas que acepte la ayuda de Child Care Services').filters.subsidy).toBe(true);
  });
});

describe('Spanish, the twenty-fifth round (docs/decisions/0029)', () => {
  it('reads the place of a job after what the job is, a lower-case trip after "de camino", and when the work is as no place', () => {
    expect(extractRules('Vivo en Corona, Queens y trabajo en una cocina en midtown. Busco daycare en el camino')).toMatchObject({ intent: 'route', destinationAddress: 'Midtown, New York, NY' });
    expect(extractRules('Vivo en Antioch en Nashville y trabajamos en una planta de empaque en La Vergne. Buscamos alguien por el camino').destinationAddress).toBe('La Vergne');
    expect(extractRules('daycare de camino de paterson a newark, bebe de 7 meses')).toMatchObject({ intent: 'route', sourceAddress: 'Paterson, NJ', destinationAddress: 'Newark, NJ' });
    expect(extractRules('alguien q cuide a mi niño de 2 años x las tardes? q sea barato').intent).toBe('unknown');
  });

  it('reads a Hispanic daycare as Spanish-speaking, care for tomorrow as openings, a sala cuna, an agency named alone and a drop-off after the child\'s age', () => {
    expect(extractRules('guarderia hispana en springfield 01109').filters.language).toBe('es');
    expect(extractRules('soy hispana, guarderia en Lynn').filters.language).toBeNull();
    expect(extractRules('nesecito cuido urgente pa mañana, bebe 10 meses').filters.openings).toBe(true);
    expect(extractRules('sala cuna q tenga cupo ahora, mi bebe tiene 4 meses').category).toBe('nursery');
    expect(extractRules('daycare en providence 02907 q acepte DHS').filters.subsidy).toBe(true);
    expect(extractRules('guarderia en Queens donde pueda dejar a mi hija de 3 años a las 7').filters.openBy).toBe('07:00');
  });

  it('keeps the age of the child dropped off, and reads a drop-off or pickup said as a plan', () => {
    expect(extractRules('guarderia en Queens donde pueda dejar a mi hija de 3 años a las 7')).toMatchObject({ ageGroup: 'preschool', filters: { openBy: '07:00' } });
    expect(extractRules('guardería en Lowell que me reciba al bebe de 7 meses a las 5 y media')).toMatchObject({ ageGroup: 'infant', filters: { openBy: '05:30' } });
    expect(extractRules('guardería en Lowell, la dejaría como a las 7:15').filters.openBy).toBe('07:15');
    expect(extractRules('guardería en Worthington, los dejaríamos a las 2 de la tarde y los recogemos a las 11:30 de la noche').filters).toMatchObject({ openBy: '14:00', openUntil: '23:30' });
  });

  it('reads hours wished for, the hour the parent stops working as no closing hour, room and help to pay said plainly', () => {
    expect(extractRules('guardería en Lowell que abriera a las 7:30 y cerrara a las 6 de la tarde').filters).toMatchObject({ openBy: '07:30', openUntil: '18:00' });
    expect(extractRules('guardería en Lowell que abra temprano, a más tardar a las 6').filters.openBy).toBe('06:00');
    expect(extractRules('yo trabajo hasta las 6 en el centro. Necesito un programa después de la escuela en Mattapan que esté abierto hasta las 6:30').filters.openUntil).toBe('18:30');
    expect(extractRules('guardería en Lowell, tiene q tener espacio ya').filters.openings).toBe(true);
    expect(extractRules('guardería en Lowell, necesito ayuda del gobierno pa pagar').filters.subsidy).toBe(true);
  });
});

describe('Spanish, the twenty-seventh round (docs/decisions/0029)', () => {
  it('reads a lower-case trip "de ... al ..." to a part of a town, and the school ahead as no care asked', () => {
    expect(extractRules('guarderia de camino de eastie al seaport, la nena tiene 14 meses')).toMatchObject({ intent: 'route', sourceAddress: 'East Boston', destinationAddress: 'Seaport' });
    expect(extractRules('de cicero al loop, daycare con espacio para bebe de 5 meses').intent).toBe('route');
    expect(extractRules('Quiero que mi hijo de 3 años aprenda inglés antes del kínder. Busco un preschool').category).toBe('preschool');
    expect(extractRules('mi niño tiene 4 años y el año que viene entra a kínder, busco un preescolar en Lynn').category).toBe('preschool');
  });

  it('reads a jardín infantil and a nido as care for the little ones, a state after "subsidio", and a drop-off "como a las"', () => {
    expect(extractRules('Busco un jardín infantil en Union City para mi hija de 3 años').category).toBe('preschool');
    expect(extractRules('busco nido para mi wawa de 2 años en passaic nj')).toMatchObject({ category: 'nursery', ageGroup: 'toddler', address: 'Passaic, NJ' });
    expect(extractRules('daycare cerca del trabajo para mi hijo de 2 años que acepte el subsidio de Nevada')).toMatchObject({ intent: 'unknown', filters: { subsidy: true } });
    expect(extractRules('Busco un daycare en Lowell. Entro a las 8 y la dejo como a las 7:15.').filters.openBy).toBe('07:15');
  });
});

describe('Spanish, the twenty-eighth round (docs/decisions/0029)', () => {
  it('keeps a name with an apostrophe whole ("O\'Hare" holds no "o")', () => {
    expect(spanishAsEnglish("vivo en Berwyn y trabajo en el aeropuerto O'Hare")).toContain("O'Hare Airport");
    expect(extractRules("vivo en Berwyn y trabajo en el aeropuerto O'Hare, busco guardería de camino")).toMatchObject({ intent: 'route', sourceAddress: 'Berwyn', destinationAddress: "O'Hare Airport" });
  });

  it('reads "en el paso" as El Paso typed in lower case, and "de paso" as on the way', () => {
    expect(extractRules('guarderia barata en el paso pa mi niña de 2').address).toBe('El Paso');
    expect(spanishAsEnglish('una guardería que me quede de paso')).toContain('on the way');
  });

  it('reads a lower-case town after "entre", and a lower-case trip to a name with an apostrophe', () => {
    expect(extractRules('guarderia entre lynn y el aeropuerto logan')).toMatchObject({ intent: 'route', sourceAddress: 'Lynn', destinationAddress: 'Logan Airport' });
    expect(extractRules("de berwyn a o'hare, cuido pa bebe de 6 meses")).toMatchObject({ intent: 'route', sourceAddress: 'Berwyn, IL', destinationAddress: "O'Hare, IL" });
  });

  it('reads "a downtown" as a trip\'s end', () => {
    expect(extractRules('guardería de camino de Malden a downtown')).toMatchObject({ intent: 'route', sourceAddress: 'Malden', destinationAddress: 'Downtown Boston, MA' });
  });

  it('reads "bilingüe en español" as the language asked, never a place', () => {
    expect(extractRules('Busco montessori bilingüe en español para mi hija de 2 años')).toMatchObject({ intent: 'unknown', filters: { language: 'es' } });
  });

  it('reads no place in Spanish words the reading leaves, "hispanohablantes" as the language, and "entre la casa y la base" as on the way', () => {
    expect(extractRules('Vivimos en Waltham y trabajo en landscaping de marzo a noviembre. Busco guardería')).toMatchObject({ intent: 'nearby', address: 'Waltham' });
    expect(extractRules('montessori en jamaica plain con maestras hispanohablantes').filters.language).toBe('es');
    expect(extractRules('Vivimos en Socorro, TX y mi esposo está en Fort Bliss. Busco una guardería entre la casa y la base')).toMatchObject({ intent: 'route', sourceAddress: 'Socorro, TX', destinationAddress: 'Fort Bliss' });
  });
});
