import { DivIcon, type DivIconOptions } from 'leaflet';
import styles from './results-map.module.css';

/*
 * Markers are inline SVG in divIcons: no marker images are requested (so Leaflet's default
 * icon, and its image path guessing, never come into play) and the strict CSP needs nothing new.
 */
const PIN_SVG = `<svg viewBox="0 0 28 38" aria-hidden="true" focusable="false"><path class="${styles.pinShape}" d="M14 37C14 37 2 23.5 2 14a12 12 0 0 1 24 0c0 9.5-12 23-12 23z"/><circle class="${styles.pinDot}" cx="14" cy="14" r="4.5"/></svg>`;
const HEART_SVG = `<svg viewBox="0 0 32 30" aria-hidden="true" focusable="false"><path class="${styles.heartShape}" d="M16 28S2 19.6 2 10.2A7.4 7.4 0 0 1 16 6.6a7.4 7.4 0 0 1 14 3.6C30 19.6 16 28 16 28z"/></svg>`;
const endSvg = (letter: string, className: string | undefined) =>
  `<svg viewBox="0 0 34 34" aria-hidden="true" focusable="false"><circle class="${className}" cx="17" cy="17" r="15"/><text class="${styles.endLetter}" x="17" y="22.5" text-anchor="middle">${letter}</text></svg>`;

/**
 * A marker drawn by the SVG `html`. Leaflet's own divIcon sets `innerHTML` on every marker it
 * places: a hundred pins were a hundred runs of the HTML parser, milliseconds a batch on a phone.
 * This one parses its SVG once, on first use, and gives each marker a copy of the parsed node.
 */
class SvgIcon extends DivIcon {
  readonly #html: string;
  #svg: Node | undefined;

  constructor(html: string, options: DivIconOptions) {
    super({ ...options, html: false });
    this.#html = html;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const icon = super.createIcon(oldIcon);
    if (!this.#svg) {
      const template = document.createElement('template');
      template.innerHTML = this.#html;
      this.#svg = template.content.firstChild!;
    }
    icon.replaceChildren(this.#svg.cloneNode(true));
    return icon;
  }
}

/** A marker drawn by `html`; the anchor is the pixel of the icon that sits on the map's point. */
function svgMarker(html: string, size: Pick<DivIconOptions, 'iconSize' | 'iconAnchor' | 'popupAnchor'>): DivIcon {
  return new SvgIcon(html, { className: styles.marker, ...size });
}

/** A round 34 px marker centred on its point: the route's ends and the searched place. */
const roundMarker = (html: string): DivIcon => svgMarker(html, { iconSize: [34, 34], iconAnchor: [17, 17] });

// Small enough that a hundred programs along a corridor stay tellable apart.
export const programIcon: DivIcon = svgMarker(PIN_SVG, { iconSize: [22, 30], iconAnchor: [11, 29], popupAnchor: [0, -26] });

/** A saved program's marker turns into a pink heart. */
export const savedIcon: DivIcon = svgMarker(HEART_SVG, { iconSize: [26, 24], iconAnchor: [13, 22], popupAnchor: [0, -20] });

export const startIcon: DivIcon = roundMarker(endSvg('A', styles.startShape));

export const endIcon: DivIcon = roundMarker(endSvg('B', styles.endShape));

export const originIcon: DivIcon = roundMarker(
  `<svg viewBox="0 0 34 34" aria-hidden="true" focusable="false"><circle class="${styles.originRing}" cx="17" cy="17" r="14"/><circle class="${styles.originDot}" cx="17" cy="17" r="6"/></svg>`,
);
