import { messages } from '#shared/messages.js';
import iconStyles from '#web/components/ui/icon.module.css';
import { cx } from '#web/lib/class-names';
import styles from './address-field.module.css';

interface LocateButtonProps {
  locating: boolean;
  onLocate: () => void;
}

/** The crosshair button beside an address field that fills it from the browser's position. */
export function LocateButton({ locating, onLocate }: LocateButtonProps) {
  const label = locating ? messages.addressField.locating : messages.addressField.useMyLocation;
  return (
    <button type="button" className={styles.locate} onClick={onLocate} disabled={locating} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cx(iconStyles.stroked, locating && styles.spinning)}>
        <circle cx="12" cy="12" r="7" />
        <circle cx="12" cy="12" r="2.5" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </svg>
    </button>
  );
}
