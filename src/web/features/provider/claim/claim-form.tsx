import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.js';
import type { Program } from '#shared/schemas/catalogue.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ApiError, errorText, failedWith } from '#web/lib/api-client';
import { useCreateClaimMutation } from '../api/claims';
import { FormInput, FormTextarea, focusFirstProblem } from '#web/components/ui/form-input';
import { checkClaim, claimFieldOfRefusal, emptyClaim, type ClaimField, type ClaimValues } from '../forms/claim-values';
import { FORM_PROBLEM, reword, withoutError, type FieldErrors } from '../forms/field-errors';
import formStyles from '#web/components/ui/form.module.css';
import styles from './claim-page.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';

const text = providerTexts.claim;

/**
 * Role, phone, note and (where the program has one) its licence number. Checked with the
 * contract before sending; what the server still refuses shows beside the field it is about.
 */
export function ClaimForm({ program, onSent }: { program: Program; onSent: () => void }) {
  const [values, setValues] = useState<ClaimValues>(emptyClaim);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateClaimMutation();
  const asksLicense = Boolean(program.licenseNumber);

  function update(field: ClaimField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkClaim(program.id, values, asksLicense);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstProblem(form);
      return;
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: onSent,
      onError: (error) => {
        // An expired session already said so and went to the login page.
        if (failedWith(error, 'UNAUTHORIZED')) return;
        const field = error instanceof ApiError ? claimFieldOfRefusal(error.status, error.code, error.serverError ?? '') : FORM_PROBLEM;
        // Field names in the server's words become the form's; a refusal about the account is a sentence to keep as it is.
        const said = errorText(error, text.failed);
        setErrors({ [field]: failedWith(error, 'EMAIL_NOT_VERIFIED') ? said : reword(said, providerTexts.fieldWords) });
        if (field !== FORM_PROBLEM) focusFirstProblem(form);
      },
    });
  }

  const problem = errors[FORM_PROBLEM];
  // A claim already waiting, or a program already managed: the dashboard shows where it stands.
  const claimedBefore = failedWith(create.error, 'CLAIM_PENDING') || failedWith(create.error, 'ALREADY_MANAGER');
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {problem && (
        <div className={styles.problem}>
          <Alert focusOnShow>{problem}</Alert>
          {claimedBefore && <Link to="/provider">{text.alreadyClaimedLink}</Link>}
          {failedWith(create.error, 'EMAIL_NOT_VERIFIED') && <Link to="/profile">{messages.emailVerification.toProfile}</Link>}
        </div>
      )}
      <FormInput
        label={text.roleAtProgram}
        hint={text.roleHint}
        name="roleAtProgram"
        autoComplete="organization-title"
        required
        value={values.roleAtProgram}
        error={errors.roleAtProgram}
        onValueChange={(value) => update('roleAtProgram', value)}
      />
      <FormInput
        label={text.phone}
        hint={text.phoneHint}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        error={errors.phone}
        onValueChange={(value) => update('phone', value)}
      />
      {asksLicense && (
        <FormInput
          label={text.licenseNumber}
          hint={text.licenseHint}
          name="licenseNumber"
          autoComplete="off"
          required
          value={values.licenseNumber}
          error={errors.licenseNumber}
          onValueChange={(value) => update('licenseNumber', value)}
        />
      )}
      <FormTextarea
        label={text.note}
        hint={text.noteHint}
        name="note"
        rows={4}
        value={values.note}
        error={errors.note}
        onValueChange={(value) => update('note', value)}
      />
      <Button type="submit" className={formStyles.submit} disabled={create.isPending}>
        {create.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
