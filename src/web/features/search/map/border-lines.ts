import { clipPolygon, type BoundingBox, type Point } from 'lineclip';

/** [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];
export type Line = number[][];
/** A polygon as GeoJSON holds it: its outline, then any holes. */
export type Rings = Line[];

/** Lines with their bounding boxes, so a view needs one comparison per line, not per point. */
export interface IndexedLines {
  lines: Line[];
  boxes: Box[];
}

export function indexLines(lines: Line[]): IndexedLines {
  const boxes = lines.map((line): Box => {
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const [lng = 0, lat = 0] of line) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
    return [west, south, east, north];
  });
  return { lines, boxes };
}

const meets = ([w, s, e, n]: Box, [west, south, east, north]: Box) => w <= east && e >= west && s <= north && n >= south;

/** The lines that may cross the box: what Leaflet needs to draw that part of the map. */
export function linesWithin({ lines, boxes }: IndexedLines, box: Box): Line[] {
  return lines.filter((_, index) => meets(boxes[index] as Box, box));
}

/** Polygons indexed by their outlines. */
export interface IndexedPolygons {
  polygons: Rings[];
  outlines: IndexedLines;
}

export function indexPolygons(polygons: Rings[]): IndexedPolygons {
  return { polygons, outlines: indexLines(polygons.map(([outline = []]) => outline)) };
}

/**
 * The polygons that cross the box, each ring cut to the box: the few hundred points of the coast
 * a map shows instead of the whole country's tens of thousands, which Leaflet would project anew
 * at every zoom.
 */
export function polygonsWithin({ polygons, outlines }: IndexedPolygons, box: Box): Rings[] {
  const bbox: BoundingBox = [...box];
  const cut = (ring: Line) => clipPolygon(ring as Point[], bbox);
  return polygons.flatMap(([outline = [], ...holes], index) => {
    if (!meets(outlines.boxes[index] as Box, box)) return [];
    const shown = cut(outline);
    return shown.length < 3 ? [] : [[shown, ...holes.map(cut).filter((hole) => hole.length >= 3)]];
  });
}

/** Whether the inner box lies wholly inside the outer one. */
export function contains(outer: Box, inner: Box): boolean {
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}
