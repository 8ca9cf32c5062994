import { useId, type ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './field.module.css';

/** What the control inside a Field needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Help shown under the label and read out with the control. */
  hint?: string;
  /** Shown under the control and read out with it. */
  error?: string | null;
  /**
   * Whether the error is about what was typed (the default). A failure beside the value, such
   * as a location the device would not give, is shown the same way but leaves the value valid.
   */
  invalid?: boolean;
  /** Announce the error when it appears, for one that comes without a submit to prompt a look. */
  announceError?: boolean;
  className?: string;
  /** Draws the input, textarea, select or combobox with the props above (and anything beside it). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint above and its error below, tied together for screen readers.
 * The label is always visible, never a placeholder standing in for one.
 */
export function Field({ label, hint, error, invalid = Boolean(error), announceError = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(layout.stack, layout.gap1, styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: cx(styles.control, invalid && styles.invalid),
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
