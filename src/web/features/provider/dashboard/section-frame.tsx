import type { ReactNode } from 'react';
import type { ListingSection } from '#shared/schemas/listing.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/lib/class-names';
import { FORM_PROBLEM } from '../forms/field-errors';
import { sectionFreshness, type SectionStamp } from './section-freshness';
import type { SectionFormState } from './use-section-form';
import formStyles from '#web/components/ui/form.module.css';
import styles from './section-form.module.css';
import spreadStyles from '#web/components/ui/spread.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { LineIcon } from '#web/components/ui/line-icon';

const text = providerTexts;

interface SectionFrameProps {
  section: ListingSection;
  stamp: SectionStamp | null;
  intro: string;
  form: SectionFormState;
  /** Beside the freshness: "Still accurate" for openings. */
  action?: ReactNode;
  children: ReactNode;
}

/** Every section's form: how fresh it is, what it asks, the fields, and its own Save. */
export function SectionFrame({ section, stamp, intro, form, action, children }: SectionFrameProps) {
  const { _ } = usePageLanguage();
  const freshness = sectionFreshness(section, stamp);
  const problem = form.errors[FORM_PROBLEM];
  return (
    <form className={formStyles.form} onSubmit={form.submit} noValidate aria-label={_(text.tabs[section])}>
      <div className={spreadStyles.spread}>
        <p className={cx(styles.freshness, styles[freshness.tone])}>
          <LineIcon>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </LineIcon>
          <span>{freshness.text}</span>
        </p>
        {action}
      </div>
      <p className={styles.intro}>{intro}</p>
      {problem && <Alert focusOnShow>{problem}</Alert>}
      {children}
      <Button type="submit" className={formStyles.submit} disabled={form.saving}>
        {form.saving ? _(text.saving) : _(text.saveSection[section])}
      </Button>
    </form>
  );
}
