import type { MouseEvent } from 'react';
import { cx } from '#web/lib/class-names';
import iconStyles from './icon.module.css';
import { LineIcon, linePaths } from './line-icon';

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
      <LineIcon d={linePaths.close} />
    </button>
  );
}
