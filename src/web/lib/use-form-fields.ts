import { useState } from 'react';

/** What is wrong, per field of a form, in words for the person filling it in. */
export type FormErrors = Readonly<Partial<Record<string, string>>>;

/**
 * A form's text values and the problem shown beside each field. `field(name)` hands a FormInput or
 * FormTextarea its name, value and error, and a change that clears that field's problem as soon as
 * the person starts fixing it (the next submit says it again if it still applies).
 */
export function useFormFields<Values extends Record<keyof Values, string>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  function update(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  }

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => update(name, value),
  });

  return { values, setValues, errors, setErrors, update, field };
}
