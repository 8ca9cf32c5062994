import type { Marker as LeafletMarker } from 'leaflet';
import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { programIcon, savedIcon } from './map-icons';
import type { MapPin } from './map-types';

/**
 * The map pans an opened info window below the zoom buttons in its top left corner (two 44 px
 * buttons and their margin): on a phone the window is nearly as wide as the map, so beside them
 * there is no room.
 */
const CLEAR_OF_ZOOM_BUTTONS: [number, number] = [8, 112];

interface ProgramMarkerProps {
  pin: MapPin;
  saved: boolean;
  /** The markers share one Tab stop (useMarkerKeys); this one holds it. */
  tabStop: boolean;
  /** The element saying how the keys move between markers. */
  keysHintId: string;
  onActiveChange: (id: string | null) => void;
  renderPopup: (id: string) => ReactNode;
  register: (id: string, marker: LeafletMarker | null) => void;
}

/**
 * One program's pin and its info window, a button named after the program. Memoised: hovering
 * one of many programs must not rebind the events of all the others.
 */
export const ProgramMarker = memo(function ProgramMarker({
  pin,
  saved,
  tabStop,
  keysHintId,
  onActiveChange,
  renderPopup,
  register,
}: ProgramMarkerProps) {
  const marker = useRef<LeafletMarker | null>(null);
  const handlers = useMemo(
    () => ({ mouseover: () => onActiveChange(pin.id), mouseout: () => onActiveChange(null) }),
    [onActiveChange, pin.id],
  );

  // Leaflet's keyboard option makes the pin a focusable button; its name, description and place
  // in the one Tab stop are ours. Leaflet makes a new element with each icon (a save turns the pin
  // into a heart), hence `saved` among the dependencies.
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', pin.name);
    element.setAttribute('aria-describedby', keysHintId);
    element.tabIndex = tabStop ? 0 : -1;
  }, [saved, tabStop, pin.name, keysHintId]);

  return (
    <Marker
      ref={(instance) => {
        marker.current = instance;
        register(pin.id, instance);
      }}
      position={pin.position}
      icon={saved ? savedIcon : programIcon}
      title={pin.name}
      keyboard
      eventHandlers={handlers}
    >
      <Popup autoPanPaddingTopLeft={CLEAR_OF_ZOOM_BUTTONS}>{renderPopup(pin.id)}</Popup>
    </Marker>
  );
});
