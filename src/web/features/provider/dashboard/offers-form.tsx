import { LANGUAGES, LISTING_LIMITS, SCHEDULES } from '#shared/constants.js';
import type { Program } from '#shared/schemas/catalogue.js';
import type { Listing } from '#shared/schemas/listing.js';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { cx } from '#web/lib/class-names';
import { languageName } from '#web/lib/language-names';
import { FormInput, FormTextarea } from '#web/components/ui/form-input';
import { checkOffers, offersValues, toggled, type OffersValues } from '../forms/offers-values';
import { SectionFrame } from './section-frame';
import { useSectionForm } from './use-section-form';
import layout from '#web/components/ui/layout.module.css';
import styles from './section-form.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';

const text = providerTexts.offers;

const SERVICES = ['mealsProvided', 'transportation', 'specialNeedsSupport'] as const;
type TextField = 'accreditation' | 'description' | 'tourUrl' | 'tourPhone';

interface Check {
  key: string;
  label: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
}

/** A fieldset of checkboxes in columns; `many` makes the columns narrower (the languages). */
function CheckGroup({ legend, checks, many = false }: { legend: string; checks: Check[]; many?: boolean }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.checks, many && styles.manyChecks)}>
        {checks.map(({ key, onCheck, ...check }) => (
          <CheckboxField key={key} {...check} onChange={(event) => onCheck(event.target.checked)} />
        ))}
      </div>
    </fieldset>
  );
}

/** What the program offers: schedules, languages, services, a description, and how to book a tour. */
export function OffersForm({ program, stamped }: { program: Program; stamped: Listing['offers'] }) {
  const { _, i18n, language: pageLanguage } = usePageLanguage();
  const { values, change, errors, form } = useSectionForm(program.id, 'offers', () => offersValues(stamped?.data ?? null), checkOffers);
  const setText = (field: TextField) => (value: string) => change((current) => ({ ...current, [field]: value }), field);
  const setService = (field: (typeof SERVICES)[number], on: boolean) => change((current): OffersValues => ({ ...current, [field]: on }));
  const descriptionLength = values.description.trim().length;

  return (
    <SectionFrame section="offers" stamp={stamped} intro={_(text.intro)} form={form}>
      <CheckGroup
        legend={_(text.schedules)}
        checks={SCHEDULES.map((schedule) => ({
          key: schedule,
          label: _(programTexts.schedules[schedule]),
          checked: values.schedules.includes(schedule),
          onCheck: (on) => change((current) => ({ ...current, schedules: toggled(current.schedules, schedule, on) })),
        }))}
      />
      <CheckGroup
        legend={_(text.languages)}
        many
        checks={LANGUAGES.map((language) => ({
          key: language,
          label: languageName(language, pageLanguage),
          checked: values.languages.includes(language),
          onCheck: (on) => change((current) => ({ ...current, languages: toggled(current.languages, language, on) })),
        }))}
      />
      <CheckGroup
        legend={_(text.services)}
        checks={SERVICES.map((service) => ({ key: service, label: _(text[service]), checked: values[service], onCheck: (on) => setService(service, on) }))}
      />
      <FormInput
        label={_(text.accreditation)}
        hint={_(text.accreditationHint)}
        maxLength={LISTING_LIMITS.accreditationMax}
        value={values.accreditation}
        error={errors.accreditation}
        onValueChange={setText('accreditation')}
      />
      <div className={cx(layout.stack, layout.gap1)}>
        <FormTextarea
          label={_(text.description)}
          hint={_(text.descriptionHint)}
          rows={8}
          value={values.description}
          error={errors.description}
          onValueChange={setText('description')}
        />
        <p className={cx(styles.counter, descriptionLength > LISTING_LIMITS.descriptionMax && styles.over)}>
          {_(text.descriptionCount(i18n.number(descriptionLength), i18n.number(LISTING_LIMITS.descriptionMax)))}
        </p>
      </div>
      <div className={styles.pair}>
        <FormInput
          label={_(text.tourUrl)}
          hint={_(text.tourUrlHint)}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={values.tourUrl}
          error={errors.tourUrl}
          onValueChange={setText('tourUrl')}
        />
        <FormInput
          label={_(text.tourPhone)}
          type="tel"
          autoComplete="tel"
          value={values.tourPhone}
          error={errors.tourPhone}
          onValueChange={setText('tourPhone')}
        />
      </div>
    </SectionFrame>
  );
}
