import { messages } from '#shared/messages.js';
import type { RouteTravelMode } from '#shared/schemas/saved.js';
import { cx } from '#web/lib/class-names';
import tagStyles from './ui/tag.module.css';
import styles from './travel-mode-badge.module.css';

/** How a saved route is travelled: Driving, Walking, Cycling or Transit. */
export function TravelModeBadge({ mode }: { mode: RouteTravelMode }) {
  return <span className={cx(tagStyles.tag, styles.badge)}>{messages.savedLists.travelModes[mode]}</span>;
}
