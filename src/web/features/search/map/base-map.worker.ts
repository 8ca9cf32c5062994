import { feature, mesh } from 'topojson-client';
import { indexLines, indexPolygons, linesWithin, polygonsWithin, type Box, type IndexedLines, type IndexedPolygons, type Line, type Rings } from './border-lines';
import type { WorkerCall, WorkerReply } from '#web/lib/worker-calls';
import { fetchTopology } from './load-topology';
// Emitted as hashed static files and fetched by this worker only when the base map is drawn:
// states 115 KB, counties 840 KB (only once the map is close enough to show them).
import countiesUrl from 'us-atlas/counties-10m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';

export interface BaseMapRequest {
  box: Box;
  counties: boolean;
}
export interface BaseMapShapes {
  land: Rings[];
  states: Line[];
  counties: Line[];
}

// Parsing the files, joining their shared arcs and projecting the whole country took hundreds of
// milliseconds on the page's thread: here it never blocks the page, which receives only the part
// of each layer around what it shows.
let states: Promise<{ land: IndexedPolygons; borders: IndexedLines }> | undefined;
let counties: Promise<IndexedLines> | undefined;

async function loadStates() {
  const topology = await fetchTopology(statesUrl);
  const { nation, states: stateShapes } = topology.objects;
  if (!nation || !stateShapes) throw new Error('Base map lacks the nation or states layer');
  const land = feature(topology, nation);
  const polygons = ('features' in land ? land.features : [land]).flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [],
  );
  return {
    land: indexPolygons(polygons),
    borders: indexLines(mesh(topology, stateShapes, (a, b) => a !== b).coordinates),
  };
}

async function loadCounties() {
  const topology = await fetchTopology(countiesUrl);
  if (!topology.objects.counties) throw new Error('Base map lacks the counties layer');
  return indexLines(mesh(topology, topology.objects.counties, (a, b) => a !== b).coordinates);
}

// A dedicated worker's global scope; the DOM typings of this project do not describe it.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerCall<BaseMapRequest>>) => void) | null;
  postMessage(reply: WorkerReply<BaseMapShapes>): void;
};

scope.onmessage = ({ data: { id, box, counties: withCounties } }) => {
  states ??= loadStates();
  // A county file that cannot load leaves the map plainer, not empty.
  const countyLines = withCounties ? (counties ??= loadCounties()).then((lines) => linesWithin(lines, box), () => []) : [];
  Promise.all([states, countyLines]).then(
    ([{ land, borders }, countyShapes]) =>
      scope.postMessage({ id, answer: { land: polygonsWithin(land, box), states: linesWithin(borders, box), counties: countyShapes } }),
    () => scope.postMessage({ id, failed: true }),
  );
};
