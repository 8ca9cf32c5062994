import { useId, type InputHTMLAttributes } from 'react';
import { cx } from '#web/lib/class-names';
import styles from './checkbox-field.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

/** A native checkbox with its label as one large tap target. */
export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <input id={id} type="checkbox" className={styles.box} {...inputProps} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
