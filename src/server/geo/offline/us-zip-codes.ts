import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type zipcodes from 'zipcodes';

const require = createRequire(import.meta.url);

/** A ZIP code as the `zipcodes` package writes it. */
export interface ZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** The package's state names and codes (US states and Canadian provinces): a 2 KB module of its own. */
export const packageStates = require('zipcodes/lib/states.js') as typeof zipcodes.states;

const CODES_LINE = 'exports.codes = ';

/**
 * The package's US ZIP codes, in the order `Object.values(zipcodes.codes)` lists them, read as
 * data: importing the package compiles its 5 MB object literal, and the process kept about 84 MB
 * of resident memory for it; the same literal parsed as JSON is a few MB, freed once the caller
 * has kept what it needs (docs/decisions/0036). The literal is JSON (quoted keys, plain values);
 * a package whose file is written otherwise fails here, at start-up, not on a search.
 */
export function readUsZipCodes(): ZipCode[] {
  const source = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
  const line = source.split('\n').find((text) => text.startsWith(CODES_LINE));
  if (!line) throw new Error(`zipcodes/lib/codes.js has no "${CODES_LINE}" line`);
  // No regular expression on the line: the last one's subject stays reachable (RegExp.input), and
  // with it the whole 5 MB file.
  const literal = line.slice(CODES_LINE.length).trimEnd();
  const codes = Object.values(JSON.parse(literal.endsWith(';') ? literal.slice(0, -1) : literal) as Record<string, unknown>);
  return codes.map((code) => {
    if (!isZipCode(code)) throw new Error(`zipcodes/lib/codes.js holds an entry of another shape: ${JSON.stringify(code)}`);
    return code;
  });
}

function isZipCode(value: unknown): value is ZipCode {
  const code = value as Partial<Record<keyof ZipCode, unknown>> | null;
  return (
    typeof code?.zip === 'string' &&
    typeof code.latitude === 'number' &&
    typeof code.longitude === 'number' &&
    typeof code.city === 'string' &&
    typeof code.state === 'string'
  );
}
