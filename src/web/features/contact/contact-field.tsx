import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import styles from './contact-field.module.css';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface ContactFieldProps {
  label: string;
  error: string | undefined;
  /** Draws the input, select or textarea with the ids and look the label and error need. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its error under it, tied together for screen readers. */
export function ContactField({ label, error, children }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: cx(styles.control, error && styles.invalid),
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
