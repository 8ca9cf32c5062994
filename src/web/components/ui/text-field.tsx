import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  name: string;
  /** Help shown under the label and read out with the field. */
  hint?: string;
}

/** A labelled text input. */
export function TextField({ label, hint, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => <input {...control} {...inputProps} />}
    </Field>
  );
}
