import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface Controlled {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onValueChange: (value: string) => void;
  /** For the field as a whole (its place in a grid). */
  className?: string;
}

type InputProps = Controlled & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

/** A labelled input whose value lives in the form's state, with its error beside it. */
export function FormInput({ label, hint, error, value, onValueChange, className, ...inputProps }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...inputProps} value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </Field>
  );
}

/** A count or an amount in whole dollars: the phone's number pad, and never below 0. */
export function FormNumberInput(props: Omit<InputProps, 'type' | 'inputMode' | 'min'>) {
  return <FormInput type="number" inputMode="numeric" min={0} {...props} />;
}

type TextareaProps = Controlled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'onChange'>;

/** The same for longer text. */
export function FormTextarea({ label, hint, error, value, onValueChange, className, ...textareaProps }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea {...control} {...textareaProps} value={value} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}

/** After a refused submit: the first field with an error takes the focus (and scrolls into view). */
export function focusFirstProblem(form: HTMLFormElement) {
  // The errors render when the submit event ends; the next frame sees them.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
