import type { ReactNode } from 'react';
import type { LatLng } from './polyline';

/** One program on the map; what its popup says is the caller's business (renderPopup). */
export interface MapPin {
  id: string;
  name: string;
  position: LatLng;
}

export interface MapPlace extends LatLng {
  label: string;
}

/** What the results page hands the map; shared by the loader and the lazily loaded map itself. */
export interface ResultsMapProps {
  pins: readonly MapPin[];
  /** Route mode: the encoded route and its two ends. */
  route?: { polyline: string; start: MapPlace; end: MapPlace };
  /** Search mode: the place searched around. */
  origin?: MapPlace;
  savedIds: ReadonlySet<string>;
  /** The program highlighted in both the list and the map. */
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  renderPopup: (id: string) => ReactNode;
  /** Changes with each new answer: the map refits its view then, not on every hover. */
  viewKey: string;
  /** Pixels at the bottom covered by notes over the map, kept clear when framing. */
  bottomInset: number;
}
