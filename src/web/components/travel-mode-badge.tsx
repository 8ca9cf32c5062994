import type { RouteTravelMode } from '#shared/schemas/saved.js';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import tagStyles from './ui/tag.module.css';
import styles from './travel-mode-badge.module.css';
import { travelModeTexts } from './travel-mode-texts';

/** How a saved route is travelled: Driving, Walking, Cycling or Transit. */
export function TravelModeBadge({ mode }: { mode: RouteTravelMode }) {
  const { _ } = usePageLanguage();
  return <span className={cx(tagStyles.tag, styles.badge)}>{_(travelModeTexts[mode])}</span>;
}
