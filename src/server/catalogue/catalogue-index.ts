import type KDBush from 'kdbush';
import type { Program } from '#shared/schemas/catalogue.js';
import type { GeoPoint } from '#server/geo/types.js';
import { METERS_PER_DEGREE, cosineOfMeanLatitude, degreeSpan, haversineMeters } from '#server/geo/geometry.js';
import { zoneAt } from '#server/features/search/zone-shift.js';
import { spatialTree, treeHere } from './spatial-tree.js';
import { toRow } from './catalogue.repository.js';
import { CatalogueColumns, ProgramAt, addressKey, type CatalogueProgram, type IndexRow, type ProgramDetails } from './catalogue-columns.js';

/** The details of these programs (by id), one read for a page; an id without any is left out. */
export type DetailsReader = (ids: readonly string[]) => Promise<Map<string, ProgramDetails>>;

export interface NearbyHit {
  program: CatalogueProgram;
  /** The program's position in the index (see positionOf). */
  at: number;
  distanceMeters: number;
}

export interface CorridorHit {
  program: CatalogueProgram;
  at: number;
  /** Shortest distance from the program to the route line (point to segment). */
  distanceFromRouteMeters: number;
  /** Distance along the route from its start to the point nearest the program. */
  alongRouteMeters: number;
}

/** Consecutive route segments queried together: one range query per group keeps the query count low. */
const SEGMENTS_PER_QUERY = 16;
/** A program's time zone before it was first asked for. */
const ZONE_UNKNOWN = -2;
const NO_ZONE = -1;

/**
 * An immutable in-memory spatial index over the catalogue (kdbush over lng/lat) on its compact
 * columns (docs/decisions/0036); only ratings change in place. The server builds it with
 * indexFromDatabase; tests and benchmarks from programs in memory (build).
 */
export class CatalogueIndex {
  private readonly tree: KDBush;
  private readonly stamp: Uint32Array;
  private readonly bestSquared: Float64Array;
  private readonly bestAlong: Float64Array;
  private generation = 0;
  /** Each program's time zone, looked up the first time a route plan needs it (a code into `zoneNames`). */
  private readonly zones: Int16Array;
  private readonly zoneNames: string[] = [];
  /**
   * The mean star of every visible review in the catalogue, the prior of the "Highest Rated" sort
   * (docs/decisions/0025); null before the first review. Kept current by the CatalogueStore.
   */
  meanRating: number | null = null;

  private constructor(
    private readonly columns: CatalogueColumns,
    private readonly readDetails: DetailsReader,
    readonly version: number,
    tree?: KDBush,
  ) {
    columns.trim();
    const { size } = columns;
    this.tree = tree ?? treeHere(columns.numbers.lngs, columns.numbers.lats);
    this.stamp = new Uint32Array(size);
    this.bestSquared = new Float64Array(size);
    this.bestAlong = new Float64Array(size);
    this.zones = new Int16Array(size).fill(ZONE_UNKNOWN);
  }

  /** The index over these columns; a large catalogue's tree is sorted off this thread (spatial-tree.ts). */
  static async over(columns: CatalogueColumns, readDetails: DetailsReader, version: number): Promise<CatalogueIndex> {
    columns.trim();
    return new CatalogueIndex(columns, readDetails, version, await spatialTree(columns.numbers.lngs, columns.numbers.lats));
  }

  /** The index over these columns and their tree, both read by another process (index-from-database.ts). */
  static withTree(columns: CatalogueColumns, tree: KDBush, readDetails: DetailsReader, version: number): CatalogueIndex {
    return new CatalogueIndex(columns, readDetails, version, tree);
  }

  /** An index over these programs, in this order (tests, benchmarks); the server streams rows instead. */
  static build(programs: Program[], version = 0): CatalogueIndex {
    const columns = new CatalogueColumns(programs.length);
    const details = new Map<string, ProgramDetails>();
    for (const program of programs) {
      columns.add(toIndexRow(program));
      details.set(program.id, detailsOf(program));
    }
    const readDetails: DetailsReader = async (ids) =>
      new Map(ids.flatMap((id) => (details.has(id) ? [[id, details.get(id) as ProgramDetails] as const] : [])));
    return new CatalogueIndex(columns, readDetails, version);
  }

  get size(): number {
    return this.columns.size;
  }

  /** What the index keeps of a program, as a plain object of its own: a later rating change does not reach it. */
  get(id: string): CatalogueProgram | undefined {
    const at = this.columns.positionOf(id);
    return at === undefined ? undefined : this.columns.program(at);
  }

  /**
   * The whole programs at these positions, in their order: the index's part with the details read
   * in one go (one query for a page of results). A program whose row has gone shows no details.
   */
  async programsAt(positions: readonly number[]): Promise<Program[]> {
    if (positions.length === 0) return [];
    const ids = positions.map((at) => this.columns.id(at));
    const details = await this.readDetails(ids);
    return positions.map((at, i) => ({ ...this.columns.program(at), ...(details.get(ids[i] as string) ?? NO_DETAILS) }));
  }

  /** Which program is at a position, by id, name and town, without making the whole program. */
  identityAt(at: number): { id: string; name: string; city: string } {
    return { id: this.columns.id(at), name: this.columns.name(at), city: this.columns.city(at) };
  }

  /**
   * Where a program sits in this index, from 0 to size - 1; hits carry it, so that what is kept
   * per program beside the index (provider listings) is read by position, not looked up by id.
   */
  positionOf(id: string): number | undefined {
    return this.columns.positionOf(id);
  }

  /**
   * Writes a program's rating and review count in place. The spatial index never changes, but
   * ratings move with every review, and rebuilding for one would cost the whole catalogue
   * (docs/decisions/0025). Answers whether the program is in this index.
   */
  setRating(id: string, rating: number | null, reviewCount: number): boolean {
    const at = this.columns.positionOf(id);
    if (at === undefined) return false;
    this.columns.setRating(at, rating, reviewCount);
    return true;
  }

  /** The program at exactly this street address ("12 Elm St, Somerville, MA 02144"), if any. */
  findByAddress(text: string): CatalogueProgram | undefined {
    const withoutStateAndZip = text.replace(/,?\s*[A-Za-z]{2}\s*(\d{5}(-\d{4})?)?\s*$/, '');
    const at = this.columns.atAddress(addressKey(text)) ?? this.columns.atAddress(addressKey(withoutStateAndZip));
    return at === undefined ? undefined : this.columns.program(at);
  }

  /** The IANA time zone of the program at a position (null where the lookup cannot place it), looked up once. */
  zoneOf(at: number): string | null {
    let code = this.zones[at] as number;
    if (code === ZONE_UNKNOWN) {
      const zone = zoneAt({ lat: this.columns.numbers.lats[at] as number, lng: this.columns.numbers.lngs[at] as number });
      code = zone === null ? NO_ZONE : this.zoneCode(zone);
      this.zones[at] = code;
    }
    return code === NO_ZONE ? null : (this.zoneNames[code] as string);
  }

  private zoneCode(zone: string): number {
    const known = this.zoneNames.indexOf(zone);
    if (known >= 0) return known;
    this.zoneNames.push(zone);
    return this.zoneNames.length - 1;
  }

  /** Every program within `radiusMeters` (great-circle) of the centre. */
  nearby(center: GeoPoint, radiusMeters: number): NearbyHit[] {
    const { dLat, dLng } = degreeSpan(radiusMeters, center.lat, center.lat);
    const hits: NearbyHit[] = [];
    const { lats, lngs } = this.columns.numbers;
    for (const index of this.range(center.lng - dLng, center.lat - dLat, center.lng + dLng, center.lat + dLat)) {
      const distanceMeters = haversineMeters(center, { lat: lats[index] as number, lng: lngs[index] as number });
      if (distanceMeters <= radiusMeters) hits.push({ program: new ProgramAt(this.columns, index), at: index, distanceMeters });
    }
    return hits;
  }

  /**
   * Every program whose distance to the route line is within `corridorMeters`, once, with the
   * nearest distance and where along the route it lies. Exact: each group of segments queries a
   * box that contains its whole corridor, then each candidate is measured against each segment.
   */
  corridor(route: GeoPoint[], corridorMeters: number): CorridorHit[] {
    if (route.length === 0) return [];
    if (route.length === 1) {
      return this.nearby(route[0] as GeoPoint, corridorMeters).map(({ program, at, distanceMeters }) => ({
        program,
        at,
        distanceFromRouteMeters: distanceMeters,
        alongRouteMeters: 0,
      }));
    }
    const segments = routeSegments(route);
    const limit = (corridorMeters / METERS_PER_DEGREE) ** 2;
    const { bestSquared, bestAlong, touched } = this.startScratch();
    const { stamp, generation } = this;
    const { lats, lngs } = this.columns.numbers;

    for (let first = 0; first < segments.count; first += SEGMENTS_PER_QUERY) {
      const last = Math.min(segments.count, first + SEGMENTS_PER_QUERY);
      const box = boundingBox(route, first, last);
      const { dLat, dLng } = degreeSpan(corridorMeters, box.minLat, box.maxLat);
      const candidates = this.range(box.minLng - dLng, box.minLat - dLat, box.maxLng + dLng, box.maxLat + dLat);
      for (const index of candidates) {
        const px = lngs[index] as number;
        const py = lats[index] as number;
        for (let s = first; s < last; s += 1) {
          // Point to segment in a local frame: x is longitude scaled by cos(latitude), in degrees.
          const cos = segments.cos[s] as number;
          const vx = segments.vx[s] as number;
          const vy = segments.vy[s] as number;
          const wx = (px - (segments.ax[s] as number)) * cos;
          const wy = py - (segments.ay[s] as number);
          const lengthSquared = segments.lengthSquared[s] as number;
          const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (wx * vx + wy * vy) / lengthSquared));
          const ex = wx - t * vx;
          const ey = wy - t * vy;
          const squared = ex * ex + ey * ey;
          if (squared > limit) continue;
          if (stamp[index] !== generation) {
            stamp[index] = generation;
            touched.push(index);
          } else if (squared >= (bestSquared[index] as number)) {
            continue;
          }
          bestSquared[index] = squared;
          bestAlong[index] = (segments.along[s] as number) + t * (segments.length[s] as number);
        }
      }
    }

    return touched.map((index) => ({
      program: new ProgramAt(this.columns, index),
      at: index,
      distanceFromRouteMeters: Math.sqrt(bestSquared[index] as number) * METERS_PER_DEGREE,
      alongRouteMeters: bestAlong[index] as number,
    }));
  }

  /**
   * Per-program scratch space reused by every corridor query (queries are synchronous, so one
   * at a time): a generation stamp marks which entries belong to this query, with no clearing.
   */
  private startScratch() {
    this.generation = (this.generation + 1) >>> 0;
    if (this.generation === 0) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    return { bestSquared: this.bestSquared, bestAlong: this.bestAlong, touched: [] as number[] };
  }

  private range(minLng: number, minLat: number, maxLng: number, maxLat: number): number[] {
    if (this.columns.size === 0) return [];
    return this.tree.range(minLng, minLat, maxLng, maxLat);
  }
}

/** A program as the database would give it to the index (JSON age groups, 1/0/null subsidy). */
function toIndexRow(program: Program): IndexRow {
  const { ageGroups, acceptsSubsidy } = toRow(program, '');
  return { ...program, ageGroups, acceptsSubsidy: acceptsSubsidy ?? null };
}

function detailsOf(program: Program): ProgramDetails {
  const { phone, email, website, capacity, licenseNumber, licenseStatus, hours, firstLicensedAt, sourceUpdatedAt, quality } = program;
  return { phone, email, website, capacity, licenseNumber, licenseStatus, hours, firstLicensedAt, sourceUpdatedAt, quality };
}

const NO_DETAILS: ProgramDetails = {
  phone: null,
  email: null,
  website: null,
  capacity: null,
  licenseNumber: null,
  licenseStatus: null,
  hours: null,
  firstLicensedAt: null,
  sourceUpdatedAt: null,
  quality: null,
};

/** Each segment's start, direction in the local frame, length and distance along the route. */
function routeSegments(route: GeoPoint[]) {
  const count = route.length - 1;
  const segments = {
    count,
    ax: new Float64Array(count),
    ay: new Float64Array(count),
    vx: new Float64Array(count),
    vy: new Float64Array(count),
    cos: new Float64Array(count),
    lengthSquared: new Float64Array(count),
    length: new Float64Array(count),
    along: new Float64Array(count),
  };
  let along = 0;
  for (let s = 0; s < count; s += 1) {
    const a = route[s] as GeoPoint;
    const b = route[s + 1] as GeoPoint;
    const cos = cosineOfMeanLatitude(a, b);
    const vx = (b.lng - a.lng) * cos;
    const vy = b.lat - a.lat;
    const length = haversineMeters(a, b);
    segments.ax[s] = a.lng;
    segments.ay[s] = a.lat;
    segments.vx[s] = vx;
    segments.vy[s] = vy;
    segments.cos[s] = cos;
    segments.lengthSquared[s] = vx * vx + vy * vy;
    segments.length[s] = length;
    segments.along[s] = along;
    along += length;
  }
  return segments;
}

function boundingBox(route: GeoPoint[], first: number, last: number) {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (let i = first; i <= last; i += 1) {
    const point = route[i] as GeoPoint;
    minLat = Math.min(minLat, point.lat);
    maxLat = Math.max(maxLat, point.lat);
    minLng = Math.min(minLng, point.lng);
    maxLng = Math.max(maxLng, point.lng);
  }
  return { minLat, maxLat, minLng, maxLng };
}
