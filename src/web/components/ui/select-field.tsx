import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
}

/** A labelled native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({ label, options, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} className={styles.select} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
