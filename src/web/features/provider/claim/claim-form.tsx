import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { Program } from '#shared/schemas/catalogue.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ApiError, errorText, failedWith } from '#web/lib/api-client';
import { useCreateClaimMutation } from '../api/claims';
import { FormInput, FormTextarea, focusFirstProblem } from '#web/components/ui/form-input';
import { useFormFields } from '#web/lib/use-form-fields';
import { checkClaim, claimFieldOfRefusal, emptyClaim } from '../forms/claim-values';
import { FORM_PROBLEM, reword } from '../forms/field-errors';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import formStyles from '#web/components/ui/form.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts.claim;

/**
 * Role, phone, note and (where the program has one) its licence number. Checked with the
 * contract before sending; what the server still refuses shows beside the field it is about.
 */
export function ClaimForm({ program, onSent }: { program: Program; onSent: () => void }) {
  const { _ } = usePageLanguage();
  const { values, errors, setErrors, field } = useFormFields(emptyClaim);
  const create = useCreateClaimMutation();
  const asksLicense = Boolean(program.licenseNumber);

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
        const refused = error instanceof ApiError ? claimFieldOfRefusal(error.status, error.code, error.serverError ?? '') : FORM_PROBLEM;
        // Field names in the server's words become the form's; a refusal about the account is a sentence to keep as it is.
        const said = errorText(error, _(text.failed));
        setErrors({ [refused]: failedWith(error, 'EMAIL_NOT_VERIFIED') ? said : reword(said, providerTexts.fieldWords) });
        if (refused !== FORM_PROBLEM) focusFirstProblem(form);
      },
    });
  }

  const problem = errors[FORM_PROBLEM];
  // A claim already waiting, or a program already managed: the dashboard shows where it stands.
  const claimedBefore = failedWith(create.error, 'CLAIM_PENDING') || failedWith(create.error, 'ALREADY_MANAGER');
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {problem && (
        <div className={cx(layout.stack, layout.gap2)}>
          <Alert focusOnShow>{problem}</Alert>
          {claimedBefore && <Link to="/provider">{_(text.alreadyClaimedLink)}</Link>}
          {failedWith(create.error, 'EMAIL_NOT_VERIFIED') && <Link to="/profile">{_(text.verifyEmailLink)}</Link>}
        </div>
      )}
      <FormInput
        label={_(text.roleAtProgram)}
        hint={_(text.roleHint)}
        {...field('roleAtProgram')}
        autoComplete="organization-title"
        required
      />
      <FormInput label={_(text.phone)} hint={_(text.phoneHint)} {...field('phone')} type="tel" autoComplete="tel" required />
      {asksLicense && (
        <FormInput label={_(text.licenseNumber)} hint={_(text.licenseHint)} {...field('licenseNumber')} autoComplete="off" required />
      )}
      <FormTextarea label={_(text.note)} hint={_(text.noteHint)} {...field('note')} rows={4} />
      <Button type="submit" className={formStyles.submit} disabled={create.isPending}>
        {create.isPending ? _(text.submitting) : _(text.submit)}
      </Button>
    </form>
  );
}
