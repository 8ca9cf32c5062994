import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ageGroupsFromYears, sortAgeGroups } from '../age-groups.js';
import { categorize } from '../category.js';
import { parseCount, parseDecimal, stripBom } from '../text-cleanup.js';
import { CatalogueFormatError } from './csv-file.js';
import { finishProgram, type DraftResult, type ImportRow } from './program-draft.js';

const OSM_SOURCE = 'osm';
const CHILDCARE_AMENITIES = new Set(['childcare', 'kindergarten']);
const OSM_ID = /^(node|way|relation)\/\d+$/;

const looseObject = z.record(z.string(), z.unknown());
const documentSchema = z.union([
  z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) }),
  z.object({ elements: z.array(z.unknown()) }),
]);
const latLon = z.object({ lat: z.number(), lon: z.number() });
const overpassElement = z.object({
  type: z.string(),
  id: z.union([z.number(), z.string()]),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: latLon.optional(),
  tags: looseObject.optional(),
  timestamp: z.string().optional(),
});
const geoJsonFeature = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  properties: looseObject.nullish(),
  geometry: z.object({ coordinates: z.unknown() }).nullish(),
});

interface OsmRecord {
  osmId: string | null;
  tags: Record<string, string>;
  point: { lat: number; lng: number } | null;
  timestamp: string | undefined;
}

function textTags(raw: Record<string, unknown>): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') tags[key] = String(value);
  }
  return tags;
}

/** The mean of every [lng, lat] position in a GeoJSON geometry: good enough for a building's outline. */
function meanPosition(coordinates: unknown): { lat: number; lng: number } | null {
  let lat = 0;
  let lng = 0;
  let count = 0;
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    const [x, y] = value as unknown[];
    if (typeof x === 'number' && typeof y === 'number') {
      lng += x;
      lat += y;
      count += 1;
    } else value.forEach(visit);
  };
  visit(coordinates);
  return count > 0 ? { lat: lat / count, lng: lng / count } : null;
}

function fromOverpass(raw: unknown): OsmRecord | null {
  const element = overpassElement.safeParse(raw);
  if (!element.success) return null;
  const { type, id, lat, lon, center, tags, timestamp } = element.data;
  const point = lat !== undefined && lon !== undefined ? { lat, lng: lon } : center ? { lat: center.lat, lng: center.lon } : null;
  return { osmId: `${type}/${id}`, tags: textTags(tags ?? {}), point, timestamp };
}

/** overpass-turbo puts tags in properties with `@id`; older osmtogeojson nests them in `tags`. */
function fromFeature(raw: unknown): OsmRecord | null {
  const feature = geoJsonFeature.safeParse(raw);
  if (!feature.success) return null;
  const properties = feature.data.properties ?? {};
  const nested = looseObject.safeParse(properties.tags);
  const candidates = [feature.data.id, properties['@id'], `${String(properties.type)}/${String(properties.id)}`];
  const osmId = candidates.find((value): value is string => typeof value === 'string' && OSM_ID.test(value)) ?? null;
  const meta = looseObject.safeParse(properties.meta);
  const timestamp = properties['@timestamp'] ?? (meta.success ? meta.data.timestamp : undefined);
  return {
    osmId,
    tags: textTags(nested.success ? nested.data : properties),
    point: meanPosition(feature.data.geometry?.coordinates),
    timestamp: typeof timestamp === 'string' ? timestamp : undefined,
  };
}

function draftResult(record: OsmRecord): DraftResult {
  const { tags } = record;
  const amenity = tags.amenity;
  if (!amenity || !CHILDCARE_AMENITIES.has(amenity)) {
    return { skipped: `amenity=${amenity ?? '(none)'} is neither childcare nor kindergarten` };
  }
  const name = tags.name ?? tags['name:en'] ?? tags.official_name;
  const afterSchool = tags.after_school === 'yes';
  const byAge = ageGroupsFromYears(parseDecimal(tags.min_age), parseDecimal(tags.max_age));
  // In the United States amenity=kindergarten is tagged on preschools and pre-K (the OSM wiki's usage).
  const implied = amenity === 'kindergarten' ? ['preschool' as const] : [];
  const ageGroups = sortAgeGroups([...(byAge.length > 0 ? byAge : implied), ...(afterSchool ? ['school-age' as const] : [])]);
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ') || tags['addr:full'];
  const unit = tags['addr:unit'];
  return finishProgram({
    source: OSM_SOURCE,
    sourceId: record.osmId,
    name,
    category: categorize({
      name: name ?? '',
      labels: [amenity === 'kindergarten' ? 'preschool' : 'childcare', afterSchool ? 'after school' : null],
      ageGroups,
    }),
    programType: amenity,
    street: street && unit ? `${street}, Unit ${unit}` : street,
    city: tags['addr:city'],
    state: tags['addr:state'],
    zip: tags['addr:postcode'],
    lat: record.point?.lat ?? null,
    lng: record.point?.lng ?? null,
    phone: tags.phone ?? tags['contact:phone'],
    email: tags.email ?? tags['contact:email'],
    website: tags.website ?? tags['contact:website'] ?? tags.url,
    capacity: parseCount(tags.capacity),
    ageGroups,
    hours: tags.opening_hours,
    sourceUpdatedAt: record.timestamp,
  });
}

/**
 * OpenStreetMap amenity=childcare / amenity=kindergarten as GeoJSON (a FeatureCollection) or Overpass
 * JSON (`elements`; ways and relations need `out center`). Ids are `osm:<type>/<id>`. JSON has no
 * useful line numbers, so `line` is the record's position (1-based) in the features or elements.
 * Untagged elements are the nodes of ways, not places, and are passed over silently.
 */
export async function* readOsmFile(file: string): AsyncGenerator<ImportRow> {
  let json: unknown;
  try {
    json = JSON.parse(stripBom(await readFile(file, 'utf8')));
  } catch (error) {
    // The parser's message quotes the file's text, which stays out of the output.
    if (error instanceof SyntaxError) throw new CatalogueFormatError('This is not valid JSON');
    throw error;
  }
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) {
    throw new CatalogueFormatError('This is neither a GeoJSON FeatureCollection nor Overpass JSON (no "features" or "elements")');
  }
  const [items, toRecord, notARecord] =
    'features' in parsed.data
      ? [parsed.data.features, fromFeature, 'not a GeoJSON feature']
      : [parsed.data.elements, fromOverpass, 'not an OSM element (type, id)'];

  for (const [index, item] of items.entries()) {
    const line = index + 1;
    const record = toRecord(item);
    if (!record) {
      yield { line, skipped: notARecord };
    } else if (Object.keys(record.tags).length > 0) {
      yield { line, ...(record.osmId ? draftResult(record) : { skipped: 'no OSM id (node/<id>, way/<id> or relation/<id>)' }) };
    }
  }
}
