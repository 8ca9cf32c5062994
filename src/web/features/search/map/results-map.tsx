import { useQuery } from '@tanstack/react-query';
import type { Marker as LeafletMarker } from 'leaflet';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { MAP_DEFAULTS } from '#shared/constants.js';
import { usePageLanguage } from '#web/lib/i18n';
import { usePainted } from '#web/lib/use-painted';
import { siteConfigQueryOptions } from './api/site-config';
import { FitView } from './fit-view';
import { endIcon, originIcon, startIcon } from './map-icons';
import type { ResultsMapProps } from './map-types';
import { OfflineBaseMap } from './offline-base-map';
import { decodePolyline } from './polyline';
import { ProgramMarker } from './program-marker';
import styles from './results-map.module.css';
import { useInBatches } from '../use-in-batches';
import { useMarkerKeys } from './use-marker-keys';
import { resultsTexts } from '../results/results-texts';

// Start, end and the searched place stay above the programs; the highlighted program above all.
const ENDS_Z = 1000;
const ACTIVE_Z = 2000;
const ROUTE_CASING = { color: '#ffffff', weight: 9, opacity: 0.9 } as const;
const ROUTE_LINE = { color: '#0f6b63', weight: 5, opacity: 0.95 } as const;

/**
 * The Leaflet map of a search: base map or tiles, the route with its two ends, and a pin per
 * program (a heart when saved). Loaded on demand by ResultsMapLoader.
 */
export default function ResultsMap(props: ResultsMapProps) {
  const { pins, route, origin, savedIds, activeId, onActiveChange, renderPopup, viewKey, bottomInset } = props;
  const { _, language } = usePageLanguage();
  const { data: config, isPending } = useQuery(siteConfigQueryOptions());
  const map = config?.map;
  const [tilesFailed, setTilesFailed] = useState(false);
  const keysHintId = useId();
  const markers = useRef(new Map<string, LeafletMarker>());
  const register = useCallback((id: string, marker: LeafletMarker | null) => {
    if (marker) markers.current.set(id, marker);
    else markers.current.delete(id);
  }, []);

  const routePoints = useMemo(() => (route ? decodePolyline(route.polyline) : []), [route]);
  const viewPoints = [
    ...routePoints,
    ...(route ? [route.start, route.end] : []),
    ...(origin ? [origin] : []),
    ...pins.map((pin) => pin.position),
  ];

  // The list highlights a program: lift its marker above the others and mark it.
  useEffect(() => {
    const marker = activeId ? markers.current.get(activeId) : undefined;
    const activeClass = styles.active;
    if (!marker || !activeClass) return;
    marker.setZIndexOffset(ACTIVE_Z);
    marker.getElement()?.classList.add(activeClass);
    return () => {
      marker.setZIndexOffset(0);
      marker.getElement()?.classList.remove(activeClass);
    };
  }, [activeId]);

  // The centre is read once when the map is made, so wait for this deployment's settings.
  if (isPending) return null;
  const tileUrl = map?.tileUrl ?? null;

  return (
    <>
      <MapContainer
        center={map?.defaultCenter ?? MAP_DEFAULTS.center}
        zoom={map?.defaultZoom ?? MAP_DEFAULTS.zoom}
        className={styles.map}
        // The page scrolls under the wheel; zoom stays on the buttons, double-click and pinch.
        scrollWheelZoom={false}
        // Half steps let a route fill the frame instead of a third of it.
        zoomSnap={0.5}
        // Leaflet names its buttons in English; ours speak the page's language.
        zoomControl={false}
      >
        <ZoomControl key={language} zoomInTitle={_(resultsTexts.map.zoomIn)} zoomOutTitle={_(resultsTexts.map.zoomOut)} />
        <LeafletCredit />
        <AfterFirstPaint>
          {/* First, so the map is framed before the pins are placed: each marker is positioned once. */}
          <FitView
            points={viewPoints}
            singlePointZoom={map?.searchZoom ?? MAP_DEFAULTS.searchZoom}
            viewKey={viewKey}
            bottomInset={bottomInset}
          />
          {(!tileUrl || tilesFailed) && <OfflineBaseMap />}
          {tileUrl && (
            <TileLayer url={tileUrl} attribution={map?.attribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          )}
          {route && (
            <>
              <Polyline positions={routePoints} pathOptions={ROUTE_CASING} interactive={false} />
              <Polyline positions={routePoints} pathOptions={ROUTE_LINE} interactive={false} />
              <Marker position={route.start} icon={startIcon} title={_(resultsTexts.map.start(route.start.label))} keyboard={false} zIndexOffset={ENDS_Z} />
              <Marker position={route.end} icon={endIcon} title={_(resultsTexts.map.end(route.end.label))} keyboard={false} zIndexOffset={ENDS_Z} />
            </>
          )}
          {origin && (
            <Marker position={origin} icon={originIcon} title={_(resultsTexts.map.searchedPlace(origin.label))} keyboard={false} zIndexOffset={ENDS_Z} />
          )}
          <ProgramPins
            pins={pins}
            savedIds={savedIds}
            onActiveChange={onActiveChange}
            renderPopup={renderPopup}
            register={register}
            markers={markers}
            keysHintId={keysHintId}
          />
        </AfterFirstPaint>
      </MapContainer>
      <p id={keysHintId} hidden>
        {_(resultsTexts.map.markerKeys)}
      </p>
    </>
  );
}

/**
 * What the map shows, drawn in a task of its own once the empty map has painted: Leaflet making
 * the map, then the base map, the route and its ends in the same task was the page's longest one
 * on a phone.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePainted() ? children : null;
}

const NO_PINS: ResultsMapProps['pins'] = [];

type ProgramPinsProps = Pick<ResultsMapProps, 'pins' | 'savedIds' | 'onActiveChange' | 'renderPopup'> & {
  register: (id: string, marker: LeafletMarker | null) => void;
  markers: RefObject<ReadonlyMap<string, LeafletMarker>>;
  keysHintId: string;
};

/** Leaflet's credit without its English tooltip ("A JavaScript library for interactive maps"). */
const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

function LeafletCredit() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(LEAFLET_CREDIT);
  }, [map]);
  return null;
}

const pinId = (pin: ResultsMapProps['pins'][number]) => pin.id;

/**
 * The programs' pins, placed in a deferred render: the map, its frame and the route are drawn
 * first. Then the markers come ten at a time in idle time (useInBatches), short tasks a tap can
 * come between, not one long task.
 */
function ProgramPins({ pins, savedIds, onActiveChange, renderPopup, register, markers, keysHintId }: ProgramPinsProps) {
  const shown = useInBatches(useDeferredValue(pins, NO_PINS), pinId);
  const tabStop = useMarkerKeys(shown.map((pin) => pin.id), markers, onActiveChange);
  return shown.map((pin) => (
    <ProgramMarker
      key={pin.id}
      pin={pin}
      saved={savedIds.has(pin.id)}
      tabStop={pin.id === tabStop}
      keysHintId={keysHintId}
      onActiveChange={onActiveChange}
      renderPopup={renderPopup}
      register={register}
    />
  ));
}
