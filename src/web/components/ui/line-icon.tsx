import type { ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import iconStyles from './icon.module.css';

/** Drawings more than one place uses. */
export const linePaths = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

interface LineIconProps {
  /** The drawing as one path; or give the shapes as children. */
  d?: string;
  className?: string;
  children?: ReactNode;
}

/** A decorative 24 x 24 line icon in the text's colour (icon.module.css); the text or label beside it names it. */
export function LineIcon({ d, className, children }: LineIconProps) {
  return (
    <svg className={cx(iconStyles.stroked, className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {d ? <path d={d} /> : children}
    </svg>
  );
}
