import { msg, plural } from '@lingui/core/runtime-macro';

/** A licensing list's quality facts in words; in the shell's catalogue, as the program page and the comparison both say them. */
export const qualityTexts = {
  qualityRating: msg`Quality rating`,
  lastInspection: msg`Last inspection`,
  level: (level: number) => msg`Level ${{ level }}`,
  levelOf: (level: number, maxLevel: number) => msg`Level ${{ level }} of ${{ maxLevel }}`,
  findings: (count: number) => msg`${plural({ count }, { 0: 'no findings', one: '# finding', other: '# findings' })}`,
};
