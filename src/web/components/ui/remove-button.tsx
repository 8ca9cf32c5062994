import type { MouseEvent } from 'react';
import { cx } from '#web/lib/class-names';
import iconStyles from './icon.module.css';

interface RemoveButtonProps {
  /** Names what goes ("Remove Acorn from the comparison"); also its tooltip. */
  label: string;
  /** Its holder's border, background and colour. */
  className?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The round x that takes one entry out of a list (saved daycares, the compare tray). */
export function RemoveButton({ label, className, onClick }: RemoveButtonProps) {
  return (
    <button type="button" className={cx(iconStyles.button, className)} aria-label={label} title={label} onClick={onClick}>
      <svg className={iconStyles.stroked} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
