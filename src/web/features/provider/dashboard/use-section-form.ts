import { useState, type FormEvent } from 'react';
import type { ListingSection } from '#shared/schemas/listing.js';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { useSaveSectionMutation, type SectionBody } from '../api/managed-programs';
import { focusFirstProblem } from '#web/components/ui/form-input';
import { FORM_PROBLEM, reword, withoutError, type Checked, type FieldErrors } from '../forms/field-errors';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts;

/** What a section form's frame needs: what to do on submit, what went wrong, whether it is saving. */
export interface SectionFormState {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  errors: FieldErrors;
  saving: boolean;
}

/**
 * One section's form: its values as typed, checked with the contract before the PUT; problems
 * beside their fields, the server's refusal at the top, success as a toast. The values stay as
 * typed after saving: they are what was saved.
 */
export function useSectionForm<S extends ListingSection, V>(
  programId: string,
  section: S,
  initial: () => V,
  check: (values: V) => Checked<SectionBody<S>>,
) {
  const { _ } = usePageLanguage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSectionMutation(programId, section);
  const showToast = useToast();

  /** Changes the values; the error of the field being fixed goes at once. */
  function change(update: (current: V) => V, field?: string) {
    setValues(update);
    if (field !== undefined) setErrors((current) => withoutError(current, field));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () => showToast(_(text.sectionSaved[section]), 'success'),
      onError: (error) => {
        // An expired session already said so and went to the login page.
        if (failedWith(error, 'UNAUTHORIZED')) return;
        setErrors({ [FORM_PROBLEM]: reword(errorText(error, _(text.saveFailed)), text.fieldWords) });
      },
    });
  }

  const form: SectionFormState = { submit, errors, saving: save.isPending };
  /** For changes that move fields (a row removed): no error is left beside the wrong field. */
  const clearErrors = () => setErrors({});
  return { values, change, clearErrors, errors, form };
}
