import { mesh } from 'topojson-client';
import { indexLines, linesWithin, type Box, type IndexedLines } from './border-lines';
import { fetchTopology } from './load-topology';
// Emitted as a hashed static file (840 KB) and fetched by this worker only when drawn.
import countiesUrl from 'us-atlas/counties-10m.json?url';

export interface CountyBordersRequest {
  id: number;
  box: Box;
}
export type CountyBordersAnswer = { id: number; lines: number[][][] } | { id: number; failed: true };

// Parsing the counties and joining their shared arcs takes hundreds of milliseconds: here it
// never blocks the page, and the page receives only the lines of the part of the map it shows.
let borders: Promise<IndexedLines> | undefined;

async function loadBorders(): Promise<IndexedLines> {
  const topology = await fetchTopology(countiesUrl);
  const { counties } = topology.objects;
  if (!counties) throw new Error('Base map lacks the counties layer');
  return indexLines(mesh(topology, counties, (a, b) => a !== b).coordinates);
}

// A dedicated worker's global scope; the DOM typings of this project do not describe it.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CountyBordersRequest>) => void) | null;
  postMessage(answer: CountyBordersAnswer): void;
};

scope.onmessage = ({ data: { id, box } }) => {
  borders ??= loadBorders();
  borders.then(
    (indexed) => scope.postMessage({ id, lines: linesWithin(indexed, box) }),
    () => scope.postMessage({ id, failed: true }),
  );
};
