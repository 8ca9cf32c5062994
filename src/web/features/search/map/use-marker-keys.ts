import type { Marker, PopupEvent } from 'leaflet';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useMap } from 'react-leaflet';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

type Markers = ReadonlyMap<string, Marker>;

function programAt(markers: Markers, target: EventTarget | null) {
  for (const [id, marker] of markers) if (marker.getElement() === target) return { id, marker };
  return undefined;
}

/** Escape on a marker or inside its open info window closes it, the focus back on the marker. */
function closeInfoWindow(markers: Markers, target: EventTarget | null) {
  for (const marker of markers.values()) {
    if (!marker.isPopupOpen()) continue;
    const element = marker.getElement();
    const inWindow = target instanceof Node && marker.getPopup()?.getElement()?.contains(target);
    if (target !== element && !inWindow) return;
    marker.closePopup();
    element?.focus();
    return;
  }
}

/**
 * The programs' markers as one keyboard control (docs/decisions/0014-map-keyboard.md): a single
 * Tab stop, the arrows (and Home, End) to the next or previous program in the list's order,
 * Enter or Space to open its info window, Escape to close it and come back to its marker.
 * Returns the program whose marker holds the Tab stop: the one focused last, else the first.
 */
export function useMarkerKeys(
  ids: readonly string[],
  markers: RefObject<Markers>,
  onActiveChange: (id: string | null) => void,
): string | undefined {
  const map = useMap();
  const [chosen, setChosen] = useState<string | null>(null);
  const tabStop = chosen !== null && ids.includes(chosen) ? chosen : ids[0];

  const onFocusIn = useEffectEvent((event: FocusEvent) => {
    const program = programAt(markers.current, event.target);
    if (!program) return;
    setChosen(program.id);
    // As pointing at a pin does: the list shows which program this is.
    onActiveChange(program.id);
  });

  const onFocusOut = useEffectEvent((event: FocusEvent) => {
    if (programAt(markers.current, event.target)) onActiveChange(null);
  });

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      closeInfoWindow(markers.current, event.target);
      return;
    }
    const program = programAt(markers.current, event.target);
    if (!program) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Here rather than in Leaflet's keypress handler, which knows Enter only and toggles; the
      // default prevented, Space does not scroll the page and no keypress follows.
      event.preventDefault();
      program.marker.openPopup();
      return;
    }
    const index = ids.indexOf(program.id);
    const step = NEXT_KEYS.has(event.key) ? index + 1 : PREVIOUS_KEYS.has(event.key) ? index - 1 : undefined;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? ids.length - 1 : step;
    if (next === undefined) return;
    event.preventDefault();
    const id = ids[Math.min(Math.max(next, 0), ids.length - 1)];
    if (id !== undefined) markers.current.get(id)?.getElement()?.focus();
  });

  // An info window closed while the focus was in it (its × button) would drop the focus to the
  // top of the page: it goes back to the window's marker instead.
  const onPopupClose = useEffectEvent(({ popup }: PopupEvent) => {
    if (!popup.getElement()?.contains(document.activeElement)) return;
    for (const marker of markers.current.values()) if (marker.getPopup() === popup) marker.getElement()?.focus();
  });

  useEffect(() => {
    const container = map.getContainer();
    const keyDown = (event: KeyboardEvent) => onKeyDown(event);
    const focusIn = (event: FocusEvent) => onFocusIn(event);
    const focusOut = (event: FocusEvent) => onFocusOut(event);
    const popupClose = (event: PopupEvent) => onPopupClose(event);
    container.addEventListener('keydown', keyDown);
    container.addEventListener('focusin', focusIn);
    container.addEventListener('focusout', focusOut);
    map.on('popupclose', popupClose);
    return () => {
      container.removeEventListener('keydown', keyDown);
      container.removeEventListener('focusin', focusIn);
      container.removeEventListener('focusout', focusOut);
      map.off('popupclose', popupClose);
    };
  }, [map]);

  return tabStop;
}
