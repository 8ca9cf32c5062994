import KDBush from 'kdbush';
import type { Program } from '#shared/schemas/catalogue.js';
import type { GeoPoint } from '#server/geo/types.js';
import { METERS_PER_DEGREE, cosineOfMeanLatitude, degreeSpan, haversineMeters } from '#server/geo/geometry.js';

export interface NearbyHit {
  program: Program;
  /** The program's position in the index (see positionOf). */
  at: number;
  distanceMeters: number;
}

export interface CorridorHit {
  program: Program;
  at: number;
  /** Shortest distance from the program to the route line (point to segment). */
  distanceFromRouteMeters: number;
  /** Distance along the route from its start to the point nearest the program. */
  alongRouteMeters: number;
}

/** Consecutive route segments queried together: one range query per group keeps the query count low. */
const SEGMENTS_PER_QUERY = 16;

/** An immutable in-memory spatial index over the catalogue (kdbush over lng/lat); only ratings change in place. */
export class CatalogueIndex {
  private readonly tree: KDBush;
  private readonly lats: Float64Array;
  private readonly lngs: Float64Array;
  private readonly stamp: Uint32Array;
  private readonly bestSquared: Float64Array;
  private readonly bestAlong: Float64Array;
  private generation = 0;
  private readonly positions: Map<string, number>;
  /**
   * The mean star of every visible review in the catalogue, the prior of the "Highest Rated" sort
   * (docs/decisions/0025); null before the first review. Kept current by the CatalogueStore.
   */
  meanRating: number | null = null;
  private readonly byAddress: Map<string, Program>;

  private constructor(
    private readonly programs: Program[],
    readonly version: number,
  ) {
    this.tree = new KDBush(Math.max(1, programs.length));
    for (const program of programs) this.tree.add(program.lng, program.lat);
    if (programs.length === 0) this.tree.add(0, 0);
    this.tree.finish();
    this.lats = Float64Array.from(programs, (program) => program.lat);
    this.lngs = Float64Array.from(programs, (program) => program.lng);
    this.stamp = new Uint32Array(programs.length);
    this.bestSquared = new Float64Array(programs.length);
    this.bestAlong = new Float64Array(programs.length);
    this.positions = new Map(programs.map((program, at) => [program.id, at]));
    this.byAddress = new Map(
      programs
        .filter((program) => program.locationPrecision === 'address')
        .map((program) => [addressKey(`${program.address} ${program.city}`), program]),
    );
  }

  static build(programs: Program[], version = 0): CatalogueIndex {
    return new CatalogueIndex(programs, version);
  }

  get size(): number {
    return this.programs.length;
  }

  get(id: string): Program | undefined {
    const at = this.positions.get(id);
    return at === undefined ? undefined : this.programs[at];
  }

  /**
   * Where a program sits in this index, from 0 to size - 1; hits carry it, so that what is kept
   * per program beside the index (provider listings) is read by position, not looked up by id.
   */
  positionOf(id: string): number | undefined {
    return this.positions.get(id);
  }

  /**
   * Writes a program's rating and review count in place. The spatial index never changes, but
   * ratings move with every review, and rebuilding for one would cost the whole catalogue
   * (docs/decisions/0025). Answers whether the program is in this index.
   */
  setRating(id: string, rating: number | null, reviewCount: number): boolean {
    const program = this.get(id);
    if (!program) return false;
    program.rating = rating;
    program.reviewCount = reviewCount;
    return true;
  }

  /** The program at exactly this street address ("12 Elm St, Somerville, MA 02144"), if any. */
  findByAddress(text: string): Program | undefined {
    const withoutStateAndZip = text.replace(/,?\s*[A-Za-z]{2}\s*(\d{5}(-\d{4})?)?\s*$/, '');
    return this.byAddress.get(addressKey(text)) ?? this.byAddress.get(addressKey(withoutStateAndZip));
  }

  /** Every program within `radiusMeters` (great-circle) of the centre. */
  nearby(center: GeoPoint, radiusMeters: number): NearbyHit[] {
    const { dLat, dLng } = degreeSpan(radiusMeters, center.lat, center.lat);
    const hits: NearbyHit[] = [];
    for (const index of this.range(center.lng - dLng, center.lat - dLat, center.lng + dLng, center.lat + dLat)) {
      const program = this.programs[index] as Program;
      const distanceMeters = haversineMeters(center, program);
      if (distanceMeters <= radiusMeters) hits.push({ program, at: index, distanceMeters });
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
    const { lats, lngs, stamp, generation } = this;

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
      program: this.programs[index] as Program,
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
    if (this.programs.length === 0) return [];
    return this.tree.range(minLng, minLat, maxLng, maxLat);
  }
}

function addressKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

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
