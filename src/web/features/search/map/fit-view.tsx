import { latLngBounds } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from './polyline';

interface FitViewProps {
  /** Everything that should be in view: route, ends, origin and programs. */
  points: readonly LatLng[];
  /** Zoom used around a single point (a search with no programs found). */
  singlePointZoom: number;
  viewKey: string;
  /** Extra room kept clear at the bottom (notes drawn over the map). */
  bottomInset: number;
}

const PADDING_PX = 32;

/**
 * Frames the route or the results whenever a new answer arrives (viewKey), never on hover. A
 * phone turned sideways reframes too, unless the parent has moved the map themselves.
 */
export function FitView({ points, singlePointZoom, viewKey, bottomInset }: FitViewProps) {
  const map = useMap();
  const fitting = useRef(false);
  const movedByParent = useRef(false);

  const fit = useEffectEvent(() => {
    const [first] = points;
    if (!first) return;
    // Without animation the move events fire inside this call, so they are known to be ours.
    fitting.current = true;
    if (points.length === 1) {
      map.setView(first, singlePointZoom, { animate: false });
    } else {
      map.fitBounds(latLngBounds(points.map(({ lat, lng }) => [lat, lng])), {
        paddingTopLeft: [PADDING_PX, PADDING_PX],
        paddingBottomRight: [PADDING_PX, PADDING_PX + bottomInset],
        maxZoom: 16,
        animate: false,
      });
    }
    fitting.current = false;
  });

  useEffect(() => {
    const markMoved = () => {
      movedByParent.current = true;
    };
    const markZoomed = () => {
      if (!fitting.current) movedByParent.current = true;
    };
    const refit = () => {
      if (!movedByParent.current) fit();
    };
    map.on({ dragstart: markMoved, zoomstart: markZoomed, resize: refit });
    return () => {
      map.off({ dragstart: markMoved, zoomstart: markZoomed, resize: refit });
    };
  }, [map]);

  // Only a new answer moves the map: the points are recomputed on every render.
  useEffect(() => {
    movedByParent.current = false;
    fit();
  }, [viewKey]);
  return null;
}
