import { useEffect, useState } from 'react';
import { GeoJSON, Pane, useMap, useMapEvent, type GeoJSONProps } from 'react-leaflet';
import { messages } from '../../../shared/messages.js';
import { loadCountyBorders, loadStates, type StatesLayer } from './load-topology';

/** County lines only help once a few towns fill the screen; below that they are clutter and 840 KB. */
const COUNTIES_FROM_ZOOM = 8;

// Colours of the drawn base map; Leaflet takes them as path options, not from CSS.
const LAND = { stroke: false, fillColor: '#fbf7f1', fillOpacity: 1 } as const;
const STATE_LINES = { color: '#8f8372', weight: 1.5, opacity: 0.8, fill: false } as const;
const COUNTY_LINES = { color: '#b9ad9c', weight: 1, opacity: 0.8, dashArray: '4 4', fill: false } as const;

function Shape({ data, style }: { data: GeoJSONProps['data']; style: GeoJSONProps['style'] }) {
  return <GeoJSON data={data} style={style} interactive={false} attribution={messages.map.offlineAttribution} />;
}

/**
 * The bundled base map (US land, state and county lines from us-atlas) drawn when there are no
 * tiles (MAP_TILE_URL=none) or they fail, so the map is never a blank grey box. It sits in its
 * own pane beneath tiles and routes. If a file cannot load, the map simply stays plainer.
 */
export function OfflineBaseMap() {
  const map = useMap();
  const [states, setStates] = useState<StatesLayer | null>(null);
  const [counties, setCounties] = useState<GeoJSONProps['data'] | null>(null);
  // Once wanted, kept: zooming out and in again should not drop and refetch them.
  const [wantCounties, setWantCounties] = useState(() => map.getZoom() >= COUNTIES_FROM_ZOOM);
  useMapEvent('zoomend', () => {
    if (map.getZoom() >= COUNTIES_FROM_ZOOM) setWantCounties(true);
  });

  useEffect(() => {
    let current = true;
    loadStates()
      .then((layer) => current && setStates(layer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!wantCounties) return;
    let current = true;
    loadCountyBorders()
      .then((layer) => current && setCounties(layer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wantCounties]);

  return (
    <Pane name="basemap" style={{ zIndex: 150 }}>
      {states && <Shape data={states.land} style={LAND} />}
      {counties && <Shape data={counties} style={COUNTY_LINES} />}
      {states && <Shape data={states.borders} style={STATE_LINES} />}
    </Pane>
  );
}
