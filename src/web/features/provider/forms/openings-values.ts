import { AGE_GROUPS } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { openingsSection, type OpeningsSection } from '#shared/schemas/listing.js';
import { checkWith, FORM_PROBLEM, typedNumber, type Checked } from './field-errors';
import { providerTexts } from '#web/features/provider/provider-texts';
import { i18n } from '#web/lib/i18n';

/** What a provider says about one age group: not at all, seats open, full with or without a waitlist. */
export const OPENINGS_STATUSES = ['unreported', 'open', 'waitlist', 'full'] as const;
export type OpeningsStatus = (typeof OPENINGS_STATUSES)[number];

export interface AgeGroupOpeningsValues {
  status: OpeningsStatus;
  openSeats: string;
  waitlistLength: string;
  nextOpeningOn: string;
}

/** The openings form: one row per age group, as typed. */
export type OpeningsValues = Record<AgeGroup, AgeGroupOpeningsValues>;

/** The form as the saved section fills it; an age group the section leaves out is "not reported". */
export function openingsValues(section: OpeningsSection | null): OpeningsValues {
  const rows = {} as OpeningsValues;
  for (const ageGroup of AGE_GROUPS) {
    const saved = section?.ageGroups.find((entry) => entry.ageGroup === ageGroup);
    rows[ageGroup] = saved
      ? {
          status: saved.openSeats > 0 ? 'open' : saved.waitlist ? 'waitlist' : 'full',
          openSeats: saved.openSeats > 0 ? String(saved.openSeats) : '',
          waitlistLength: saved.waitlistLength === null ? '' : String(saved.waitlistLength),
          nextOpeningOn: saved.nextOpeningOn ?? '',
        }
      : { status: 'unreported', openSeats: '', waitlistLength: '', nextOpeningOn: '' };
  }
  return rows;
}

/** The age groups the provider reports, in the order of the form. */
const reported = (values: OpeningsValues) => AGE_GROUPS.filter((ageGroup) => values[ageGroup].status !== 'unreported');

/** The PUT body as typed, before the contract checks it: only the fields each status uses are sent. */
export function openingsBody(values: OpeningsValues): unknown {
  return {
    ageGroups: reported(values).map((ageGroup) => {
      const row = values[ageGroup];
      return {
        ageGroup,
        openSeats: row.status === 'open' ? typedNumber(row.openSeats) : 0,
        waitlist: row.status === 'waitlist',
        waitlistLength: row.status === 'waitlist' ? typedNumber(row.waitlistLength) : null,
        nextOpeningOn: row.nextOpeningOn === '' ? null : row.nextOpeningOn,
      };
    }),
  };
}

/**
 * Checks the form with the contract, and the seats against the program's licensed capacity (which
 * the contract does not know), each age group's and all of them together. Errors are keyed
 * "<ageGroup>.<field>"; the total's is the form's.
 */
export function checkOpenings(values: OpeningsValues, capacity: number | null): Checked<OpeningsSection> {
  const ageGroups = reported(values);
  const checked = checkWith(
    openingsSection,
    openingsBody(values),
    ([list, index, field]) => {
      const ageGroup = list === 'ageGroups' && typeof index === 'number' ? ageGroups[index] : undefined;
      return ageGroup && typeof field === 'string' ? `${ageGroup}.${field}` : FORM_PROBLEM;
    },
    providerTexts.fieldWords,
  );
  if (!checked.ok || capacity === null) return checked;
  const over = checked.body.ageGroups.filter((entry) => entry.openSeats > capacity);
  if (over.length > 0) {
    const text = i18n._(providerTexts.openings.overCapacity(capacity));
    return { ok: false, errors: Object.fromEntries(over.map((entry) => [`${entry.ageGroup}.openSeats`, text])) };
  }
  const total = checked.body.ageGroups.reduce((sum, entry) => sum + entry.openSeats, 0);
  if (total <= capacity) return checked;
  return { ok: false, errors: { [FORM_PROBLEM]: i18n._(providerTexts.openings.totalOverCapacity(capacity)) } };
}
