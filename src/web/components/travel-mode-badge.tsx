import { messages } from '#shared/messages.js';
import type { RouteTravelMode } from '#shared/schemas/saved.js';
import styles from './travel-mode-badge.module.css';

/** How a saved route is travelled: Driving, Walking, Cycling or Transit. */
export function TravelModeBadge({ mode }: { mode: RouteTravelMode }) {
  return <span className={styles.badge}>{messages.savedLists.travelModes[mode]}</span>;
}
