import type { GeoJSONProps } from 'react-leaflet';
import { feature, mesh } from 'topojson-client';
// Emitted as a hashed static file and fetched only when drawn, so neither the first page nor the
// map's own chunk carries it (the counties are drawn by county-borders.worker.ts).
import statesUrl from 'us-atlas/states-10m.json?url';

// Named through the libraries we depend on, not their own type packages we do not list. The
// layers are typed as topojson-client takes them (its two type packages disagree on properties).
type TopoObject = NonNullable<Parameters<typeof mesh>[1]>;
type Topology = Parameters<typeof mesh>[0] & { objects: Record<string, TopoObject | undefined> };
type GeoJsonObject = GeoJSONProps['data'];

function isTopology(value: unknown): value is Topology {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'Topology' && 'objects' in value;
}

export async function fetchTopology(url: string): Promise<Topology> {
  // A static file of our own, not an API answer: plain fetch, checked for the one shape we read.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Base map ${url} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isTopology(data)) throw new Error(`Base map ${url} is not TopoJSON`);
  return data;
}

export interface StatesLayer {
  land: GeoJsonObject;
  borders: GeoJsonObject;
}

/** US land and the borders between states (37 KB gzip). */
export async function loadStates(): Promise<StatesLayer> {
  const topology = await fetchTopology(statesUrl);
  const { nation, states } = topology.objects;
  if (!nation || !states) throw new Error('Base map lacks the nation or states layer');
  return { land: feature(topology, nation), borders: mesh(topology, states, (a, b) => a !== b) };
}
