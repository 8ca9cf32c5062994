import { ageGroupsFromText } from '../age-groups.js';
import { categorize } from '../category.js';
import { cleanText, parseCount, parseDecimal } from '../text-cleanup.js';
import { CatalogueFormatError, openCsv, type CsvColumns } from './csv-file.js';
import { draftRows, type ImportRow } from './program-draft.js';

const HIFLD_SOURCE = 'hifld';
const FORMAT_NAME = 'a HIFLD child care centers file';
const EARTH_RADIUS_M = 6378137;

/**
 * X/Y of a HIFLD export are Web Mercator metres (EPSG:3857) in the full layer; a copy exported in
 * WGS84 holds degrees. Used only when LATITUDE/LONGITUDE are absent.
 */
function pointFromXY(x: number | null, y: number | null): { lat: number; lng: number } | null {
  if (x === null || y === null) return null;
  if (Math.abs(x) <= 180 && Math.abs(y) <= 90) return { lat: y, lng: x };
  const lng = (x / EARTH_RADIUS_M) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / EARTH_RADIUS_M)) - Math.PI / 2) * (180 / Math.PI);
  // Seven decimals is about a centimetre: more is only the noise of the projection's arithmetic.
  const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
  return { lat: round(lat), lng: round(lng) };
}

/**
 * Keys by the layer's stable ID; a reduced copy with only OBJECTID gets `oid-<OBJECTID>` so the two
 * number spaces can never collide.
 */
function idReader(columns: CsvColumns): (fields: string[]) => string | null {
  const id = columns.reader('ID');
  const objectId = columns.reader('OBJECTID');
  return (fields) => {
    const stable = cleanText(id(fields));
    if (stable) return stable;
    const object = cleanText(objectId(fields));
    return object ? `oid-${object}` : null;
  };
}

/** HIFLD "Child Care Centers" CSV: any header case, full or reduced column sets. Ids are `hifld:<ID>`. */
export async function* readHifldFile(file: string): AsyncGenerator<ImportRow> {
  const { columns, records } = await openCsv(file);
  columns.require(['NAME', 'CITY'], FORMAT_NAME);
  if (!columns.has('ID') && !columns.has('OBJECTID')) {
    throw new CatalogueFormatError(`This is not ${FORMAT_NAME}: no column ID or OBJECTID`);
  }
  const column = (name: string) => columns.reader(name);
  const read = {
    id: idReader(columns),
    name: column('NAME'),
    address: column('ADDRESS'),
    address2: column('ADDRESS2'),
    city: column('CITY'),
    state: column('STATE'),
    zip: column('ZIP'),
    phone: column('TELEPHONE'),
    type: column('TYPE'),
    naics: column('NAICS_DESC'),
    status: column('STATUS'),
    population: column('POPULATION'),
    lat: column('LATITUDE'),
    lng: column('LONGITUDE'),
    x: column('X'),
    y: column('Y'),
    sourceDate: column('SOURCEDATE'),
    website: column('WEBSITE'),
  };

  yield* draftRows(records, (fields) => {
    const name = read.name(fields);
    const type = cleanText(read.type(fields));
    const naics = cleanText(read.naics(fields));
    const ageGroups = ageGroupsFromText(type, naics);
    const lat = parseDecimal(read.lat(fields));
    const lng = parseDecimal(read.lng(fields));
    const point = lat !== null && lng !== null ? { lat, lng } : pointFromXY(parseDecimal(read.x(fields)), parseDecimal(read.y(fields)));
    const street = cleanText(read.address(fields));
    const street2 = cleanText(read.address2(fields));

    return {
      source: HIFLD_SOURCE,
      sourceId: read.id(fields),
      name,
      category: categorize({ name: name ?? '', labels: [type, naics], ageGroups }),
      programType: type ?? naics,
      street: street && street2 ? `${street}, ${street2}` : street,
      city: read.city(fields),
      state: read.state(fields),
      zip: read.zip(fields),
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      phone: read.phone(fields),
      website: read.website(fields),
      // HIFLD's POPULATION is the licensed capacity; -999 means unknown.
      capacity: parseCount(read.population(fields)),
      licenseStatus: read.status(fields),
      ageGroups,
      sourceUpdatedAt: read.sourceDate(fields),
    };
  });
}
