import { useId } from 'react';
import { messages } from '#shared/messages.js';
import type { Program } from '#shared/schemas/catalogue.js';
import { Card } from '#web/components/ui/card';
import { formatCalendarDate } from '#web/lib/format-date';
import { SourceTerms } from '#web/components/source-terms';
import { sourceText } from '#web/lib/catalogue-source-texts';
import { inspectionText, qualityLevelText } from '#web/lib/quality-text';
import styles from './blocks.module.css';
import { FactRows, type FactRow } from './fact-rows';
import { Freshness } from './freshness';
import typography from '#web/components/ui/typography.module.css';
import { i18n } from '#web/lib/i18n';
import { listingTexts } from '#web/lib/listing-texts';

const text = messages.programPage;

/** A fact the list gave, or "Not listed", dimmed. */
const fact = (label: string, value: string | null | undefined): FactRow =>
  value?.trim() ? { label, value } : { label, value: text.notListed, missing: true };

function licensingRows(program: Program): FactRow[] {
  const rows = [
    fact(text.licenseNumber, program.licenseNumber),
    fact(text.licenseStatus, program.licenseStatus),
    fact(text.firstLicensed, program.firstLicensedAt && formatCalendarDate(program.firstLicensedAt)),
    fact(text.capacity, program.capacity === null ? null : text.children(program.capacity)),
    fact(text.ages, program.ageGroups.map((group) => i18n._(listingTexts.ageGroups[group])).join(', ')),
    fact(text.subsidy, program.acceptsSubsidy === null ? null : program.acceptsSubsidy ? text.yes : text.no),
  ];
  // The licence's own hours line, where the list has one: shown beside (not instead of) the provider's.
  if (program.hours?.trim()) rows.push(fact(text.licensedHours, program.hours));
  // Quality facts only where the list carries them: most lists have none, and "Not listed" twice says nothing.
  const level = qualityLevelText(program.quality);
  const inspection = inspectionText(program.quality);
  if (level) rows.push(fact(text.qualityRating, level));
  if (inspection) rows.push(fact(text.lastInspection, inspection));
  return rows;
}

/** What the licensing list says, and which list and snapshot it is. */
export function LicensingFacts({ program }: { program: Program }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.block}>
      <h2 id={titleId} className={styles.title}>
        {text.licensingTitle}
      </h2>
      <Freshness>{sourceText(program.source, program.sourceUpdatedAt)}</Freshness>
      <FactRows rows={licensingRows(program)} />
      {program.quality?.inspectionUrl && (
        <p>
          <a href={program.quality.inspectionUrl} target="_blank" rel="noopener noreferrer">
            {text.inspectionReport}
          </a>
        </p>
      )}
      <SourceTerms source={program.source} className={typography.muted} />
    </Card>
  );
}
