/** [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];
export type Line = number[][];

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

/** The lines that may cross the box: what Leaflet needs to draw that part of the map. */
export function linesWithin({ lines, boxes }: IndexedLines, [west, south, east, north]: Box): Line[] {
  return lines.filter((_, index) => {
    const [w, s, e, n] = boxes[index] as Box;
    return w <= east && e >= west && s <= north && n >= south;
  });
}

/** Whether the inner box lies wholly inside the outer one. */
export function contains(outer: Box, inner: Box): boolean {
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}
