import { AGE_GROUPS, SCHEDULES, TUITION_PERIODS } from '#shared/constants.js';
import type { Program } from '#shared/schemas/catalogue.js';
import type { Listing } from '#shared/schemas/listing.js';
import { Button } from '#web/components/ui/button';
import { ChoiceField } from '#web/components/ui/select-field';
import { FormNumberInput } from '#web/components/ui/form-input';
import { checkTuition, newRate, tuitionValues, type TuitionRateValues, type TuitionValues } from '../forms/tuition-values';
import { SectionFrame } from './section-frame';
import { useSectionForm } from './use-section-form';
import styles from './section-form.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';

const text = providerTexts.tuition;

/** Prices per age group and schedule, a range or one price, and the fees. */
export function TuitionForm({ program, stamped }: { program: Program; stamped: Listing['tuition'] }) {
  const { _ } = usePageLanguage();
  const ageGroupOptions = AGE_GROUPS.map((ageGroup) => ({ value: ageGroup, label: _(programTexts.ageGroups[ageGroup]) }));
  const scheduleOptions = SCHEDULES.map((schedule) => ({ value: schedule, label: _(programTexts.schedules[schedule]) }));
  const periodOptions = TUITION_PERIODS.map((period) => ({ value: period, label: _(text.periods[period]) }));
  const { values, change, clearErrors, errors, form } = useSectionForm(program.id, 'tuition', () => tuitionValues(stamped?.data ?? null), checkTuition);
  // New rows suggest the program's own age groups first, when the licensing list names them.
  const ageGroups = program.ageGroups.length > 0 ? program.ageGroups : AGE_GROUPS;

  function updateRate(index: number, field: keyof TuitionRateValues, value: string) {
    change(
      (current) => ({ ...current, rates: current.rates.map((rate, at) => (at === index ? { ...rate, [field]: value } : rate)) }),
      `rates.${index}.${field}`,
    );
  }

  function updateFee(field: 'registrationFeeDollars' | 'waitlistFeeDollars', value: string) {
    change((current) => ({ ...current, [field]: value }), field);
  }

  function removeRate(index: number) {
    change((current: TuitionValues) => ({ ...current, rates: current.rates.filter((_rate, at) => at !== index) }));
    // The rows after it move up, and with them their errors' keys: the errors go.
    clearErrors();
  }

  function addRate() {
    change((current) => ({ ...current, rates: [...current.rates, newRate(current.rates, ageGroups)] }));
  }

  return (
    <SectionFrame section="tuition" stamp={stamped} intro={_(text.intro)} form={form}>
      {values.rates.length === 0 && <p className={styles.empty}>{_(text.noRates)}</p>}
      {values.rates.map((rate, index) => {
        const error = (field: string) => errors[`rates.${index}.${field}`];
        return (
          <fieldset key={rate.rowId} className={styles.fieldset}>
            <legend className={styles.legend}>{_(text.rate(index + 1))}</legend>
            <div className={styles.rateGrid}>
              <ChoiceField label={_(text.ageGroup)} options={ageGroupOptions} value={rate.ageGroup} onChoose={(value) => updateRate(index, 'ageGroup', value)} />
              <ChoiceField label={_(text.schedule)} options={scheduleOptions} value={rate.schedule} onChoose={(value) => updateRate(index, 'schedule', value)} />
              <ChoiceField label={_(text.period)} options={periodOptions} value={rate.period} onChoose={(value) => updateRate(index, 'period', value)} />
              <FormNumberInput label={_(text.minDollars)} value={rate.minDollars} error={error('minDollars')} onValueChange={(value) => updateRate(index, 'minDollars', value)} />
              <FormNumberInput label={_(text.maxDollars)} value={rate.maxDollars} error={error('maxDollars')} onValueChange={(value) => updateRate(index, 'maxDollars', value)} />
            </div>
            <Button variant="ghost" className={styles.remove} onClick={() => removeRate(index)}>
              {_(text.removeRate(index + 1))}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" className={styles.add} onClick={addRate}>
        {_(text.addRate)}
      </Button>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{_(text.fees)}</legend>
        <p className={styles.empty}>{_(text.feesHint)}</p>
        <div className={styles.pair}>
          <FormNumberInput label={_(text.registrationFee)} value={values.registrationFeeDollars} error={errors.registrationFeeDollars} onValueChange={(value) => updateFee('registrationFeeDollars', value)} />
          <FormNumberInput label={_(text.waitlistFee)} value={values.waitlistFeeDollars} error={errors.waitlistFeeDollars} onValueChange={(value) => updateFee('waitlistFeeDollars', value)} />
        </div>
      </fieldset>
    </SectionFrame>
  );
}
