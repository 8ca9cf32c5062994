import { describe, expect, it } from 'vitest';
import { inspectionText, qualityLevelText } from './quality-text';

const none = { ratingSystem: null, ratingLevel: null, ratingMaxLevel: null, inspectionDate: null, inspectionViolations: null, inspectionUrl: null };

describe('quality facts in words', () => {
  it('names the level, its scale and its system as far as the list gives them', () => {
    expect(qualityLevelText({ ...none, ratingSystem: 'Massachusetts QRIS', ratingLevel: 3, ratingMaxLevel: 4 })).toBe('Level 3 of 4 (Massachusetts QRIS)');
    expect(qualityLevelText({ ...none, ratingLevel: 2 })).toBe('Level 2');
    expect(qualityLevelText({ ...none, ratingSystem: 'QRIS' })).toBeNull();
    expect(qualityLevelText(null)).toBeNull();
  });

  it('summarises the latest inspection with its date and findings', () => {
    expect(inspectionText({ ...none, inspectionDate: '2026-03-14', inspectionViolations: 2 })).toBe('Mar 14, 2026, 2 findings');
    expect(inspectionText({ ...none, inspectionDate: '2026-03-14', inspectionViolations: 0 })).toBe('Mar 14, 2026, no findings');
    expect(inspectionText({ ...none, inspectionViolations: 1 })).toBe('1 finding');
    expect(inspectionText({ ...none, inspectionUrl: 'https://x.example/r' })).toBeNull();
  });
});
