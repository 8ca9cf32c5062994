import { messages } from '#shared/messages.js';
import type { QualityFacts } from '#shared/schemas/catalogue.js';
import { formatCalendarDate } from './format-date';

const text = messages.programPage;

/** "Level 3 of 4 (Massachusetts QRIS)", or null when the list gives no level. */
export function qualityLevelText(quality: QualityFacts | null): string | null {
  return quality?.ratingLevel == null ? null : text.qualityLevel(quality.ratingLevel, quality.ratingMaxLevel, quality.ratingSystem);
}

/** "Mar 3, 2026, 2 findings", or null when the list gives no inspection. */
export function inspectionText(quality: QualityFacts | null): string | null {
  if (!quality || (quality.inspectionDate === null && quality.inspectionViolations === null)) return null;
  return text.inspectionSummary(quality.inspectionDate && formatCalendarDate(quality.inspectionDate), quality.inspectionViolations);
}
