import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './field.module.css';
import { LineIcon, linePaths } from './line-icon';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children' | 'className'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  /** For the field as a whole (its place in a grid). */
  className?: string;
}

/** A labelled native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({ label, options, error, className, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <div className={styles.selectBox}>
          <select {...control} {...selectProps}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <LineIcon d={linePaths.chevronDown} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}

export interface Choice<T extends string> extends SelectOption {
  value: T;
}

interface ChoiceFieldProps<T extends string> extends Omit<SelectFieldProps, 'options' | 'value' | 'onChange'> {
  options: readonly Choice<T>[];
  value: T;
  /** Called with the chosen option's own value, typed, never with text from outside the options. */
  onChoose: (value: T) => void;
}

/** A select over a fixed set of values (an age group, a sort order) that hands back the value chosen. */
export function ChoiceField<T extends string>({ options, onChoose, ...selectProps }: ChoiceFieldProps<T>) {
  return (
    <SelectField
      {...selectProps}
      options={options}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChoose(chosen.value);
      }}
    />
  );
}
