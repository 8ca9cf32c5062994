import type { Marker as LeafletMarker } from 'leaflet';
import { memo, useMemo, type ReactNode } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { programIcon, savedIcon } from './map-icons';
import type { MapPin } from './map-types';

interface ProgramMarkerProps {
  pin: MapPin;
  saved: boolean;
  onActiveChange: (id: string | null) => void;
  renderPopup: (id: string) => ReactNode;
  register: (id: string, marker: LeafletMarker | null) => void;
}

/**
 * One program's pin and its info window. Memoised: hovering one of many programs must not rebind
 * the events of all the others.
 */
export const ProgramMarker = memo(function ProgramMarker({ pin, saved, onActiveChange, renderPopup, register }: ProgramMarkerProps) {
  const handlers = useMemo(
    () => ({ mouseover: () => onActiveChange(pin.id), mouseout: () => onActiveChange(null) }),
    [onActiveChange, pin.id],
  );
  return (
    <Marker
      ref={(marker) => register(pin.id, marker)}
      position={pin.position}
      icon={saved ? savedIcon : programIcon}
      title={pin.name}
      // The list beside the map reaches every program by keyboard; dozens of extra tab stops would bury it.
      keyboard={false}
      eventHandlers={handlers}
    >
      <Popup>{renderPopup(pin.id)}</Popup>
    </Marker>
  );
});
