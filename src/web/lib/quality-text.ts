import type { QualityFacts } from '#shared/schemas/catalogue.js';
import { formatCalendarDate } from './format-date';
import { i18n } from './i18n';
import { qualityTexts } from './quality-texts';


/** "Level 3 of 4 (Massachusetts QRIS)", or null when the list gives no level. */
export function qualityLevelText(quality: QualityFacts | null): string | null {
  if (quality?.ratingLevel == null) return null;
  const { ratingLevel, ratingMaxLevel, ratingSystem } = quality;
  const level = i18n._(ratingMaxLevel === null ? qualityTexts.level(ratingLevel) : qualityTexts.levelOf(ratingLevel, ratingMaxLevel));
  return ratingSystem ? `${level} (${ratingSystem})` : level;
}

/** "Mar 3, 2026, 2 findings", or null when the list gives no inspection. */
export function inspectionText(quality: QualityFacts | null): string | null {
  if (!quality || (quality.inspectionDate === null && quality.inspectionViolations === null)) return null;
  const date = quality.inspectionDate && formatCalendarDate(quality.inspectionDate);
  const findings = quality.inspectionViolations === null ? null : i18n._(qualityTexts.findings(quality.inspectionViolations));
  return [date, findings].filter(Boolean).join(', ');
}
