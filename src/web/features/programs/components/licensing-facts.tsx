import { useId } from 'react';
import type { Program } from '#shared/schemas/catalogue.js';
import { Card } from '#web/components/ui/card';
import { formatCalendarDate } from '#web/lib/format-date';
import { SourceTerms } from '#web/components/source-terms';
import { sourceText } from '#web/lib/catalogue-source-texts';
import { inspectionText, qualityLevelText } from '#web/lib/quality-text';
import { qualityTexts } from '#web/lib/quality-texts';
import styles from './blocks.module.css';
import { FactRows, type FactRow } from './fact-rows';
import { Freshness } from './freshness';
import typography from '#web/components/ui/typography.module.css';
import { i18n, usePageLanguage } from '#web/lib/i18n';
import { listingTexts } from '#web/lib/listing-texts';
import { programPageTexts } from '../program-page-texts';
import { programTexts } from '#web/lib/program-texts';
import { LICENSING_LIST_LANGUAGE } from '#web/lib/program-kind';
import { nameList } from '#web/lib/name-list';

const text = programPageTexts;

/** A fact the list gave, or "Not listed", dimmed. */
const fact = (label: string, value: string | null | undefined): FactRow =>
  value?.trim() ? { label, value } : { label, value: i18n._(listingTexts.notListed), missing: true };

/** A fact in the list's own words: as `fact`, marked as the list's language when given. */
const quoted = (label: string, value: string | null | undefined): FactRow => {
  const row = fact(label, value);
  return row.missing ? row : { ...row, lang: LICENSING_LIST_LANGUAGE };
};

function licensingRows(program: Program): FactRow[] {
  const rows = [
    fact(i18n._(text.licenseNumber), program.licenseNumber),
    quoted(i18n._(text.licenseStatus), program.licenseStatus),
    fact(i18n._(text.firstLicensed), program.firstLicensedAt && formatCalendarDate(program.firstLicensedAt)),
    fact(i18n._(text.capacity), program.capacity === null ? null : i18n._(programTexts.children(program.capacity))),
    fact(i18n._(text.ages), nameList(program.ageGroups.map((group) => i18n._(listingTexts.ageGroups[group])))),
    fact(i18n._(text.subsidy), program.acceptsSubsidy === null ? null : i18n._(program.acceptsSubsidy ? programTexts.yes : programTexts.no)),
  ];
  // The licence's own hours line, where the list has one: shown beside (not instead of) the provider's.
  if (program.hours?.trim()) rows.push(quoted(i18n._(text.licensedHours), program.hours));
  // Quality facts only where the list carries them: most lists have none, and "Not listed" twice says nothing.
  const level = qualityLevelText(program.quality);
  const inspection = inspectionText(program.quality);
  if (level) rows.push(fact(i18n._(qualityTexts.qualityRating), level));
  if (inspection) rows.push(fact(i18n._(qualityTexts.lastInspection), inspection));
  return rows;
}

/** What the licensing list says, and which list and snapshot it is. */
export function LicensingFacts({ program }: { program: Program }) {
  const { _ } = usePageLanguage();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.block}>
      <h2 id={titleId} className={styles.title}>
        {_(text.licensingTitle)}
      </h2>
      <Freshness>{sourceText(program.source, program.sourceUpdatedAt)}</Freshness>
      <FactRows rows={licensingRows(program)} />
      {program.quality?.inspectionUrl && (
        <p>
          <a href={program.quality.inspectionUrl} target="_blank" rel="noopener noreferrer">
            {_(text.inspectionReport)}
          </a>
        </p>
      )}
      <SourceTerms source={program.source} className={typography.muted} />
    </Card>
  );
}
