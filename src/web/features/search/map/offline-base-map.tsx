import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GeoJSON, Pane, useMap, useMapEvent, type GeoJSONProps } from 'react-leaflet';
import { usePageLanguage } from '#web/lib/i18n';
import { resultsTexts } from '../results/results-texts';
import { baseMapWithin } from './base-map-client';
import type { BaseMapShapes } from './base-map.worker';
import { contains, type Box } from './border-lines';
import { useInBatches } from '../use-in-batches';

/** County lines only help once a few towns fill the screen; below that they are clutter and 840 KB. */
const COUNTIES_FROM_ZOOM = 8;

// Colours of the drawn base map; Leaflet takes them as path options, not from CSS.
const LAND = { stroke: false, fillColor: '#fbf7f1', fillOpacity: 1 } as const;
const STATE_LINES = { color: '#8f8372', weight: 1.5, opacity: 0.8, fill: false } as const;
const COUNTY_LINES = { color: '#b9ad9c', weight: 1, opacity: 0.8, dashArray: '4 4', fill: false } as const;

function Shape({ data, style }: { data: GeoJSONProps['data']; style: GeoJSONProps['style'] }) {
  const { _ } = usePageLanguage();
  return <GeoJSON data={data} style={style} interactive={false} attribution={_(resultsTexts.map.offlineAttribution)} />;
}

/** A layer's shapes as Leaflet's GeoJSON layer takes them. */
function geometry(type: 'MultiPolygon' | 'MultiLineString', coordinates: unknown[]): GeoJSONProps['data'] {
  const shape = { type, coordinates };
  return shape;
}

interface Layer {
  key: string;
  data: GeoJSONProps['data'];
  style: GeoJSONProps['style'];
}

const layerKey = (layer: Layer) => layer.key;

interface Shown {
  /** What was asked: the view and as much again around it, and whether with counties. */
  box: Box;
  counties: boolean;
  shapes: BaseMapShapes;
}

/**
 * The bundled base map (US land, state and county lines from us-atlas) drawn when there are no
 * tiles (MAP_TILE_URL=none) or they fail, so the map is never a blank grey box. It sits in its
 * own pane beneath tiles and routes; a worker cuts each layer to the part around the view. If a
 * file cannot load, the map simply stays plainer.
 */
export function OfflineBaseMap() {
  const map = useMap();
  const [shown, setShown] = useState<Shown | null>(null);
  const asked = useRef<{ box: Box; counties: boolean } | null>(null);

  // Asked again once the view leaves the box asked for, or zooms in far enough for counties.
  const showAround = useCallback(() => {
    const view = map.getBounds();
    const counties = map.getZoom() >= COUNTIES_FROM_ZOOM;
    const inView: Box = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()];
    if (asked.current && contains(asked.current.box, inView) && (asked.current.counties || !counties)) return;
    const around = view.pad(1);
    const box: Box = [around.getWest(), around.getSouth(), around.getEast(), around.getNorth()];
    const request = { box, counties };
    asked.current = request;
    baseMapWithin(box, counties)
      .then((shapes) => asked.current === request && setShown({ ...request, shapes }))
      .catch(() => undefined);
  }, [map]);
  useMapEvent('moveend', showAround);
  useEffect(showAround, [showAround]);

  // Leaflet's GeoJSON layer does not take new data: a new box draws new layers. Bottom first.
  const layers = useMemo((): Layer[] => {
    if (!shown) return [];
    const { shapes } = shown;
    const key = shown.box.join();
    return [
      { key: `land ${key}`, data: geometry('MultiPolygon', shapes.land), style: LAND },
      ...(shown.counties ? [{ key: `counties ${key}`, data: geometry('MultiLineString', shapes.counties), style: COUNTY_LINES }] : []),
      { key: `states ${key}`, data: geometry('MultiLineString', shapes.states), style: STATE_LINES },
    ];
  }, [shown]);
  // One layer a task: Leaflet projects and clips every point of a layer as it adds it, and the
  // three together were one of the results page's longest tasks on a phone.
  const drawn = useInBatches(layers, layerKey, 1);
  if (drawn.length === 0) return null;
  return (
    <Pane name="basemap" style={{ zIndex: 150 }}>
      {drawn.map((layer) => (
        <Shape key={layer.key} data={layer.data} style={layer.style} />
      ))}
    </Pane>
  );
}
