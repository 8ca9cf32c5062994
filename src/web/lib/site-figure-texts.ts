import { msg, plural } from '@lingui/core/runtime-macro';

/** The figures' words, shown on Home and About: in the shell's catalogue (docs/decisions/0037). */
export const siteFigureTexts = {
  programs: (count: number) => msg`${plural({ count }, { one: 'licensed program to compare', other: 'licensed programs to compare' })}`,
  averageRating: msg`average parent rating`,
  newRating: msg`New`,
  parents: (count: number) => msg`${plural({ count }, { one: 'registered parent', other: 'registered parents' })}`,
  supportLabel: msg`online search, any hour`,
};
