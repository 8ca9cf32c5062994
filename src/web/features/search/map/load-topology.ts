import type { mesh } from 'topojson-client';

// Named through the library we depend on, not its own type packages we do not list. The layers
// are typed as topojson-client takes them (its two type packages disagree on properties).
type TopoObject = NonNullable<Parameters<typeof mesh>[1]>;
type Topology = Parameters<typeof mesh>[0] & { objects: Record<string, TopoObject | undefined> };

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
