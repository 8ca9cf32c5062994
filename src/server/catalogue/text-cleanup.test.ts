import { describe, expect, it } from 'vitest';
import {
  cleanEmail,
  cleanText,
  cleanZip,
  displayCase,
  fixMojibake,
  formatPhone,
  formatWebsite,
  parseCount,
  parseDate,
  parseDecimal,
  parseYesNo,
  stripBom,
} from './text-cleanup.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { ZIP_FORMS } from '#server/test/zip-forms.js';

/** What a UTF-8 string becomes when its bytes are read as Latin-1 (the MA Boston file's mistake). */
const asLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
/** The same mistake through Windows-1252, which turns bytes 0x80-0x9F into €, ’, – and friends. */
const asCp1252 = (text: string) => new TextDecoder('windows-1252').decode(Buffer.from(text, 'utf8'));

describe('fixMojibake', () => {
  it.each([
    ['Children’s', asLatin1('Children’s')],
    ['Hernández', asLatin1('Hernández')],
    ['Zoë – Café “Kids”', asLatin1('Zoë – Café “Kids”')],
    ['Kids – First', asCp1252('Kids – First')],
    ['Children’s', asCp1252('Children’s')],
    ['São Paulo 😀', asLatin1('São Paulo 😀')],
  ])('restores %s', (expected, garbled) => {
    expect(garbled).not.toBe(expected);
    expect(fixMojibake(garbled)).toBe(expected);
  });

  it('uses the exact bytes the real file has for ’', () => {
    expect(fixMojibake('Children\u00e2\u0080\u0099s')).toBe('Children’s');
  });

  it.each(['Hernández', 'Maria Betânia', 'Children’s', 'Crème brûlée', 'plain ASCII', 'Â alone'])(
    'leaves genuine text alone: %s',
    (text) => expect(fixMojibake(text)).toBe(text),
  );
});

describe('cleanText', () => {
  it.each(['', '   ', 'NOT AVAILABLE', 'not available', 'N/A', 'NA', '-999', 'null', 'NONE', '-'])(
    'turns the placeholder %j into null',
    (raw) => expect(cleanText(raw)).toBeNull(),
  );

  it('trims, collapses whitespace and repairs mojibake', () => {
    expect(cleanText(`  ${asLatin1('Children’s')}\n  Center `)).toBe('Children’s Center');
    expect(cleanText(undefined)).toBeNull();
  });

  it('strips a byte-order mark', () => {
    expect(stripBom('\ufeff{"a":1}')).toBe('{"a":1}');
    expect(stripBom('{"a":1}')).toBe('{"a":1}');
  });
});

describe('displayCase', () => {
  it.each([
    ['123 MAIN ST', '123 Main St'],
    ['4410 NW 23RD AVE', '4410 NW 23rd Ave'],
    ['300 NE HARBOR DR', '300 NE Harbor Dr'],
    ['19 1ST ST', '19 1st St'],
    ['PO BOX 42', 'PO Box 42'],
    ['15 MCDONALD BLVD STE 4', '15 McDonald Blvd Ste 4'],
    ["O'BRIEN'S KIDDIE KORNER", "O'Brien's Kiddie Korner"],
    ["A CHILD'S PLACE OF LEARNING", "A Child's Place of Learning"],
    ['YMCA OF THE NORTH SHORE', 'YMCA of the North Shore'],
    ['TLC LEARNING CENTER LLC', 'TLC Learning Center LLC'],
    ['WINSTON-SALEM', 'Winston-Salem'],
    ['8 WHITTIER PLACE 1E', '8 Whittier Place 1E'],
    ['HERNÁNDEZ, LUCIA', 'Hernández, Lucia'],
    ['THE ABC SCHOOL', 'The ABC School'],
  ])('%s -> %s', (raw, shown) => expect(displayCase(raw)).toBe(shown));

  it('keeps text that already has lower-case letters', () => {
    expect(displayCase('Williamstown Community Preschool, INC')).toBe('Williamstown Community Preschool, INC');
    expect(displayCase('1234')).toBe('1234');
  });
});

describe('cleanZip', () => {
  itReadsEach('%j -> %j', cleanZip, [
    ...ZIP_FORMS,
    [' 60614 ', '60614'],
    ['NOT AVAILABLE', null],
    ['', null],
    ['ABCDE', null],
  ]);
});

describe('formatPhone', () => {
  itReadsEach('%j -> %j', formatPhone, [
    ['(617) 555-0101', '(617) 555-0101'],
    ['617-555-0101', '(617) 555-0101'],
    ['6175550101', '(617) 555-0101'],
    ['617 -555 -0101 (business)', '(617) 555-0101'],
    ['+1 617.555.0101', '(617) 555-0101'],
    ['(978) 555-0193 x104', '(978) 555-0193 ext. 104'],
    ['(508) 555-0150  ext. 10052', '(508) 555-0150 ext. 10052'],
    ['617-555-0101 / 617-555-0102', '(617) 555-0101'],
    ['555-0101 ask for Ann', '555-0101 ask for Ann'],
    ['NOT AVAILABLE', null],
    ['call us', null],
  ]);
});

describe('formatWebsite, cleanEmail', () => {
  itReadsEach('website %j -> %j', formatWebsite, [
    ['https://acorn.example', 'https://acorn.example/'],
    ['www.acorn.example/about', 'http://www.acorn.example/about'],
    ['HTTP://WWW.ACORN.EXAMPLE', 'http://www.acorn.example/'],
    ['NOT AVAILABLE', null],
    ['javascript:alert(1)', null],
    ['not a site', null],
    ['localhost', null],
  ]);

  it('lower-cases e-mail addresses and drops junk', () => {
    expect(cleanEmail(' Office@Acorn.Example ')).toBe('office@acorn.example');
    expect(cleanEmail('mailto:hi@acorn.example')).toBe('hi@acorn.example');
    expect(cleanEmail('no email')).toBeNull();
  });
});

describe('numbers, dates, yes/no', () => {
  it('parses capacities, dropping sentinels', () => {
    expect(parseCount('68')).toBe(68);
    expect(parseCount('7.0')).toBe(7);
    expect(parseCount('1,200')).toBe(1200);
    expect(parseCount('-999')).toBeNull();
    expect(parseCount('7.5')).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount(12)).toBe(12);
  });

  it('parses coordinates', () => {
    expect(parseDecimal('42.280897078101')).toBe(42.280897078101);
    expect(parseDecimal('-71.09')).toBe(-71.09);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('N/A')).toBeNull();
    expect(parseDecimal('42.1.2')).toBeNull();
  });

  it.each([
    ['1985-05-25', '1985-05-25'],
    ['03/03/2026', '2026-03-03'],
    ['2022/05/02 00:00:00+00', '2022-05-02'],
    ['2025-11-02T10:15:00Z', '2025-11-02'],
    ['2026-02-30', null],
    ['soon', null],
  ])('date %j -> %j', (raw, date) => expect(parseDate(raw)).toBe(date));

  it('reads yes/no flags', () => {
    expect(parseYesNo('true')).toBe(true);
    expect(parseYesNo('Y')).toBe(true);
    expect(parseYesNo('false')).toBe(false);
    expect(parseYesNo('no')).toBe(false);
    expect(parseYesNo('')).toBeNull();
    expect(parseYesNo('maybe')).toBeNull();
  });
});
