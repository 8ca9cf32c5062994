import { createHash } from 'node:crypto';
import { CHILDCARE_CATEGORIES, type ChildcareCategory } from '#shared/constants.js';
import { ageGroupsFromText } from '../age-groups.js';
import { categorize } from '../category.js';
import { cleanText, parseCount, parseDecimal, parseYesNo } from '../text-cleanup.js';
import { CatalogueFormatError, openCsv } from './csv-file.js';
import { draftRows, type ImportRow } from './program-draft.js';

export const GENERIC_FIELDS = [
  'id', 'name', 'type', 'category', 'address', 'city', 'state', 'zip', 'lat', 'lng', 'phone', 'email', 'website',
  'capacity', 'licenseNumber', 'licenseStatus', 'ageGroups', 'subsidy', 'hours', 'firstLicensedAt', 'updatedAt',
  'qualitySystem', 'qualityLevel', 'qualityMaxLevel', 'inspectionDate', 'inspectionViolations', 'inspectionUrl',
] as const;
export type GenericField = (typeof GENERIC_FIELDS)[number];
/** Catalogue field -> the file's column holding it. */
export type ColumnMap = Partial<Record<GenericField, string>>;

export class ColumnMapError extends Error {}

/** `name=Program Name,address=Street,lat=Y,lng=X` (from `--map`) as a ColumnMap, checked. */
export function parseColumnMap(text: string): ColumnMap {
  const map: ColumnMap = {};
  for (const pair of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [field = '', column = ''] = pair.split('=').map((part) => part.trim());
    const known = GENERIC_FIELDS.find((name) => name.toLowerCase() === field.toLowerCase());
    if (!known) throw new ColumnMapError(`Unknown field "${field}" in --map; known fields: ${GENERIC_FIELDS.join(', ')}`);
    if (!column) throw new ColumnMapError(`No column given for "${field}" in --map (write ${field}=COLUMN)`);
    map[known] = column;
  }
  if (!map.name) throw new ColumnMapError('--map must name the column holding the name (name=COLUMN)');
  if (Boolean(map.lat) !== Boolean(map.lng)) throw new ColumnMapError('--map needs both lat=COLUMN and lng=COLUMN, or neither');
  if (!map.lat && !map.zip && !map.city) {
    throw new ColumnMapError('--map needs lat and lng, or a zip or city column to place programs by');
  }
  return map;
}

const SOURCE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

export function isValidSourceName(source: string): boolean {
  return SOURCE_NAME.test(source);
}

function isCategory(value: string): value is ChildcareCategory {
  return (CHILDCARE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Any CSV, its columns named by a ColumnMap. Ids are `<source>:<id column>`, or without an id
 * column `<source>:<hash of name, address, city and ZIP>`, stable as long as those stay the same.
 */
export async function* readGenericCsvFile(file: string, map: ColumnMap, source = 'csv'): AsyncGenerator<ImportRow> {
  const { columns, records } = await openCsv(file);
  const missing = Object.values(map).filter((column) => !columns.has(column));
  if (missing.length > 0) {
    throw new CatalogueFormatError(
      `--map names columns the file does not have: ${missing.join(', ')} (it has: ${columns.header.join(', ')})`,
    );
  }
  const reader = (field: GenericField) => {
    const column = map[field];
    const read = column ? columns.reader(column) : () => undefined;
    return (fields: string[]) => cleanText(read(fields));
  };
  const read = Object.fromEntries(GENERIC_FIELDS.map((field) => [field, reader(field)])) as Record<
    GenericField,
    (fields: string[]) => string | null
  >;

  yield* draftRows(records, (fields) => {
    const name = read.name(fields);
    const [address, city, zip, type] = [read.address(fields), read.city(fields), read.zip(fields), read.type(fields)];
    const ageGroups = ageGroupsFromText(read.ageGroups(fields));
    const givenCategory = read.category(fields)?.toLowerCase() ?? '';
    const hash = createHash('sha1')
      .update([name, address, city, zip].map((part) => part?.toLowerCase() ?? '').join('|'))
      .digest('hex')
      .slice(0, 16);

    return {
      source,
      sourceId: map.id ? read.id(fields) : hash,
      name,
      category: isCategory(givenCategory)
        ? givenCategory
        : categorize({ name: name ?? '', labels: [givenCategory, type], ageGroups }),
      programType: type,
      street: address,
      city,
      state: read.state(fields),
      zip,
      lat: parseDecimal(read.lat(fields)),
      lng: parseDecimal(read.lng(fields)),
      phone: read.phone(fields),
      email: read.email(fields),
      website: read.website(fields),
      capacity: parseCount(read.capacity(fields)),
      licenseNumber: read.licenseNumber(fields),
      licenseStatus: read.licenseStatus(fields),
      ageGroups,
      acceptsSubsidy: parseYesNo(read.subsidy(fields)),
      hours: read.hours(fields),
      firstLicensedAt: read.firstLicensedAt(fields),
      sourceUpdatedAt: read.updatedAt(fields),
      qualitySystem: read.qualitySystem(fields),
      qualityLevel: parseCount(read.qualityLevel(fields)),
      qualityMaxLevel: parseCount(read.qualityMaxLevel(fields)),
      inspectionDate: read.inspectionDate(fields),
      inspectionViolations: parseCount(read.inspectionViolations(fields)),
      inspectionUrl: read.inspectionUrl(fields),
    };
  });
}
