import { LANGUAGES, SCHEDULES } from '#shared/constants.js';
import { offersSection, type LanguageCode, type OffersSection, type Schedule } from '#shared/schemas/listing.js';
import { checkWith, FORM_PROBLEM, textOrNull, type Checked } from './field-errors';
import { providerTexts } from '#web/features/provider/provider-texts';

export interface OffersValues {
  schedules: Schedule[];
  languages: LanguageCode[];
  mealsProvided: boolean;
  transportation: boolean;
  specialNeedsSupport: boolean;
  accreditation: string;
  description: string;
  tourUrl: string;
  tourPhone: string;
}

export function offersValues(section: OffersSection | null): OffersValues {
  return {
    schedules: [...(section?.schedules ?? [])],
    languages: [...(section?.languages ?? [])],
    mealsProvided: section?.mealsProvided ?? false,
    transportation: section?.transportation ?? false,
    specialNeedsSupport: section?.specialNeedsSupport ?? false,
    accreditation: section?.accreditation ?? '',
    description: section?.description ?? '',
    tourUrl: section?.tourUrl ?? '',
    tourPhone: section?.tourPhone ?? '',
  };
}

/** The PUT body as typed: empty optional texts are null; the lists keep the contract's order, however they were ticked. */
export function offersBody(values: OffersValues): unknown {
  return {
    schedules: SCHEDULES.filter((schedule) => values.schedules.includes(schedule)),
    languages: LANGUAGES.filter((language) => values.languages.includes(language)),
    mealsProvided: values.mealsProvided,
    transportation: values.transportation,
    specialNeedsSupport: values.specialNeedsSupport,
    accreditation: textOrNull(values.accreditation),
    description: values.description,
    tourUrl: textOrNull(values.tourUrl.trim()),
    tourPhone: textOrNull(values.tourPhone),
  };
}

/** A choice ticked or unticked in one of the lists. */
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((entry) => entry !== item);
}

/** Errors are keyed by the field's name (a list's items by the list). */
export function checkOffers(values: OffersValues): Checked<OffersSection> {
  return checkWith(
    offersSection,
    offersBody(values),
    ([field]) => (typeof field === 'string' ? field : FORM_PROBLEM),
    providerTexts.fieldWords,
  );
}
