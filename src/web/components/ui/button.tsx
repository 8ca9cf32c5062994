import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '#web/lib/class-names';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

interface Look {
  variant?: Variant;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={cx(lookOf(variant, fullWidth), className)} {...props} />;
}

/** A link that looks like a button, for calls to action that navigate. */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...props }: LinkProps & Look) {
  return <Link className={cx(lookOf(variant, fullWidth), className)} {...props} />;
}

function lookOf(variant: Variant, fullWidth: boolean): string {
  return cx(styles.button, styles[variant], fullWidth && styles.fullWidth);
}
