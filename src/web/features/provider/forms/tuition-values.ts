import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { tuitionSection, type Schedule, type TuitionRate, type TuitionSection } from '#shared/schemas/listing.js';
import { checkWith, FORM_PROBLEM, typedNumber, type Checked } from './field-errors';
import { providerTexts } from '#web/features/provider/provider-texts';

export interface TuitionRateValues {
  /** Names the row for React while rows are added and removed; never sent. */
  rowId: number;
  ageGroup: AgeGroup;
  schedule: Schedule;
  period: TuitionRate['period'];
  minDollars: string;
  maxDollars: string;
}

export interface TuitionValues {
  rates: TuitionRateValues[];
  registrationFeeDollars: string;
  waitlistFeeDollars: string;
}

let lastRowId = 0;
const nextRowId = () => ++lastRowId;

const dollarsText = (dollars: number | null) => (dollars === null ? '' : String(dollars));

export function tuitionValues(section: TuitionSection | null): TuitionValues {
  return {
    rates: (section?.rates ?? []).map((rate) => ({
      rowId: nextRowId(),
      ageGroup: rate.ageGroup,
      schedule: rate.schedule,
      period: rate.period,
      minDollars: String(rate.minDollars),
      // One price is shown as a "From" with an empty "To", as it was typed.
      maxDollars: rate.maxDollars === rate.minDollars ? '' : String(rate.maxDollars),
    })),
    registrationFeeDollars: dollarsText(section?.registrationFeeDollars ?? null),
    waitlistFeeDollars: dollarsText(section?.waitlistFeeDollars ?? null),
  };
}

/** A new row: the age group after the last row's, full-time, per month, as most programs price. */
export function newRate(rates: readonly TuitionRateValues[], ageGroups: readonly AgeGroup[]): TuitionRateValues {
  const last = rates.at(-1);
  const next = ageGroups[last ? (ageGroups.indexOf(last.ageGroup) + 1) % ageGroups.length : 0] ?? 'infant';
  return { rowId: nextRowId(), ageGroup: next, schedule: 'full-time', period: 'month', minDollars: '', maxDollars: '' };
}

/** The PUT body as typed: an empty "To" means one price; an empty fee means none. */
export function tuitionBody(values: TuitionValues): unknown {
  return {
    rates: values.rates.map((rate) => {
      const minDollars = typedNumber(rate.minDollars);
      return {
        ageGroup: rate.ageGroup,
        schedule: rate.schedule,
        period: rate.period,
        minDollars,
        maxDollars: rate.maxDollars.trim() === '' ? minDollars : typedNumber(rate.maxDollars),
      };
    }),
    registrationFeeDollars: typedNumber(values.registrationFeeDollars),
    waitlistFeeDollars: typedNumber(values.waitlistFeeDollars),
  };
}

/**
 * Errors are keyed "rates.<row>.<field>" or by the fee's name. A "To" left empty copies the "From",
 * so a problem with it is the "From"'s and is said there only.
 */
export function checkTuition(values: TuitionValues): Checked<TuitionSection> {
  const checked = checkWith(
    tuitionSection,
    tuitionBody(values),
    ([field, index, rateField]) => {
      if (field === 'rates') return typeof index === 'number' && typeof rateField === 'string' ? `rates.${index}.${rateField}` : FORM_PROBLEM;
      return typeof field === 'string' ? field : FORM_PROBLEM;
    },
    providerTexts.fieldWords,
  );
  if (checked.ok) return checked;
  const copied = (key: string) => values.rates.some((rate, index) => key === `rates.${index}.maxDollars` && rate.maxDollars.trim() === '');
  return { ok: false, errors: Object.fromEntries(Object.entries(checked.errors).filter(([key]) => !copied(key))) };
}
