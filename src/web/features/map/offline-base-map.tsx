import { useCallback, useEffect, useRef, useState } from 'react';
import { GeoJSON, Pane, useMap, useMapEvent, type GeoJSONProps } from 'react-leaflet';
import { messages } from '../../../shared/messages.js';
import { contains, type Box, type Line } from './border-lines';
import { countyBordersWithin } from './county-borders';
import { loadStates, type StatesLayer } from './load-topology';

/** County lines only help once a few towns fill the screen; below that they are clutter and 840 KB. */
const COUNTIES_FROM_ZOOM = 8;

// Colours of the drawn base map; Leaflet takes them as path options, not from CSS.
const LAND = { stroke: false, fillColor: '#fbf7f1', fillOpacity: 1 } as const;
const STATE_LINES = { color: '#8f8372', weight: 1.5, opacity: 0.8, fill: false } as const;
const COUNTY_LINES = { color: '#b9ad9c', weight: 1, opacity: 0.8, dashArray: '4 4', fill: false } as const;

function Shape({ data, style }: { data: GeoJSONProps['data']; style: GeoJSONProps['style'] }) {
  return <GeoJSON data={data} style={style} interactive={false} attribution={messages.map.offlineAttribution} />;
}

function multiLine(lines: Line[]): GeoJSONProps['data'] {
  const shape = { type: 'MultiLineString' as const, coordinates: lines };
  return shape;
}

interface CountyLines {
  box: Box;
  lines: Line[];
}

/**
 * The bundled base map (US land, state and county lines from us-atlas) drawn when there are no
 * tiles (MAP_TILE_URL=none) or they fail, so the map is never a blank grey box. It sits in its
 * own pane beneath tiles and routes. If a file cannot load, the map simply stays plainer.
 */
export function OfflineBaseMap() {
  const map = useMap();
  const [states, setStates] = useState<StatesLayer | null>(null);
  const [counties, setCounties] = useState<CountyLines | null>(null);
  const asked = useRef<Box | null>(null);

  // County lines of the view and as much again around it, asked again once the view leaves that.
  const showCounties = useCallback(() => {
    if (map.getZoom() < COUNTIES_FROM_ZOOM) return;
    const view = map.getBounds();
    const shown: Box = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()];
    if (asked.current && contains(asked.current, shown)) return;
    const around = view.pad(1);
    const box: Box = [around.getWest(), around.getSouth(), around.getEast(), around.getNorth()];
    asked.current = box;
    countyBordersWithin(box)
      .then((lines) => asked.current === box && setCounties({ box, lines }))
      .catch(() => undefined);
  }, [map]);
  useMapEvent('moveend', showCounties);
  useEffect(showCounties, [showCounties]);

  useEffect(() => {
    let current = true;
    loadStates()
      .then((layer) => current && setStates(layer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <Pane name="basemap" style={{ zIndex: 150 }}>
      {states && <Shape data={states.land} style={LAND} />}
      {/* Leaflet's GeoJSON layer does not take new data: a new box draws a new layer. */}
      {counties && (
        <Shape
          key={counties.box.join()}
          data={multiLine(counties.lines)}
          style={COUNTY_LINES}
        />
      )}
      {states && <Shape data={states.borders} style={STATE_LINES} />}
    </Pane>
  );
}
