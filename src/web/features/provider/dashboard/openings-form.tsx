import { AGE_GROUPS } from '#shared/constants.js';
import type { AgeGroup, Program } from '#shared/schemas/catalogue.js';
import type { Listing } from '#shared/schemas/listing.js';
import { Button } from '#web/components/ui/button';
import { ChoiceField } from '#web/components/ui/select-field';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { useConfirmOpeningsMutation } from '../api/managed-programs';
import { FormInput, FormNumberInput } from '#web/components/ui/form-input';
import {
  checkOpenings,
  openingsValues,
  OPENINGS_STATUSES,
  type AgeGroupOpeningsValues,
} from '../forms/openings-values';
import { SectionFrame } from './section-frame';
import { useSectionForm } from './use-section-form';
import styles from './section-form.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';

const text = providerTexts.openings;

/** Openings per age group: seats now or a waitlist, and the next expected opening; "still accurate" re-confirms them. */
export function OpeningsForm({ program, stamped }: { program: Program; stamped: Listing['openings'] }) {
  const { _ } = usePageLanguage();
  const statusOptions = OPENINGS_STATUSES.map((status) => ({ value: status, label: _(text.statusOptions[status]) }));
  const { values, change, errors, form } = useSectionForm(
    program.id,
    'openings',
    () => openingsValues(stamped?.data ?? null),
    (current) => checkOpenings(current, program.capacity),
  );

  function update(ageGroup: AgeGroup, field: keyof AgeGroupOpeningsValues, value: string) {
    change((current) => ({ ...current, [ageGroup]: { ...current[ageGroup], [field]: value } }), `${ageGroup}.${field}`);
  }

  return (
    <SectionFrame
      section="openings"
      stamp={stamped}
      intro={_(text.intro)}
      form={form}
      action={stamped && <StillAccurate programId={program.id} />}
    >
      {AGE_GROUPS.map((ageGroup) => {
        const row = values[ageGroup];
        const error = (field: string) => errors[`${ageGroup}.${field}`];
        return (
          <fieldset key={ageGroup} className={styles.fieldset}>
            <legend className={styles.legend}>{_(programTexts.ageGroups[ageGroup])}</legend>
            <div className={styles.grid}>
              <ChoiceField label={_(text.status)} options={statusOptions} value={row.status} onChoose={(value) => update(ageGroup, 'status', value)} />
              {row.status === 'open' && (
                <FormNumberInput
                  label={_(text.openSeats)}
                  max={program.capacity ?? undefined}
                  value={row.openSeats}
                  error={error('openSeats')}
                  onValueChange={(value) => update(ageGroup, 'openSeats', value)}
                />
              )}
              {row.status === 'waitlist' && (
                <FormNumberInput label={_(text.waitlistLength)} value={row.waitlistLength} error={error('waitlistLength')} onValueChange={(value) => update(ageGroup, 'waitlistLength', value)} />
              )}
              {row.status !== 'unreported' && (
                <FormInput
                  label={_(text.nextOpeningOn)}
                  type="date"
                  value={row.nextOpeningOn}
                  error={error('nextOpeningOn')}
                  onValueChange={(value) => update(ageGroup, 'nextOpeningOn', value)}
                />
              )}
            </div>
          </fieldset>
        );
      })}
    </SectionFrame>
  );
}

/** One click: the openings stay as they are and count as confirmed today. */
function StillAccurate({ programId }: { programId: string }) {
  const { _ } = usePageLanguage();
  const confirm = useConfirmOpeningsMutation(programId);
  const showToast = useToast();
  return (
    <Button
      variant="secondary"
      disabled={confirm.isPending}
      onClick={() =>
        confirm.mutate(undefined, {
          onSuccess: () => showToast(_(providerTexts.openingsConfirmed), 'success'),
          onError: (error) => {
            if (!failedWith(error, 'UNAUTHORIZED')) showToast(errorText(error, _(providerTexts.confirmFailed)), 'error');
          },
        })
      }
    >
      {confirm.isPending ? _(providerTexts.confirming) : _(providerTexts.stillAccurate)}
    </Button>
  );
}
