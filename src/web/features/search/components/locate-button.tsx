import { LineIcon } from '#web/components/ui/line-icon';
import styles from './address-field.module.css';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from '../home/search-form-texts';

interface LocateButtonProps {
  locating: boolean;
  onLocate: () => void;
}

/** The crosshair button beside an address field that fills it from the browser's position. */
export function LocateButton({ locating, onLocate }: LocateButtonProps) {
  const { _ } = useLingui();
  const label = _(locating ? searchFormTexts.locating : searchFormTexts.useMyLocation);
  return (
    <button type="button" className={styles.locate} onClick={onLocate} disabled={locating} aria-label={label} title={label}>
      <LineIcon className={locating ? styles.spinning : undefined}>
        <circle cx="12" cy="12" r="7" />
        <circle cx="12" cy="12" r="2.5" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </LineIcon>
    </button>
  );
}
