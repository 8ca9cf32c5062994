import { msg } from '@lingui/core/runtime-macro';

/**
 * The parent's day in short words: the plan's one-line summary (the results page's folded form
 * and a saved route) and the weekdays the plan and a program's hours name. In the shell's catalogue
 * (docs/decisions/0037), as the saved routes show them too.
 */
export const dayPlanTexts = {
  leavesAt: (time: string) => msg`Leave ${{ time }}`,
  atWorkBy: (time: string) => msg`At work by ${{ time }}`,
  backAt: (time: string) => msg`Leave work ${{ time }}`,
  workingDays: msg`Mon–Fri`,
  weekdays: {
    mon: msg`Mon`,
    tue: msg`Tue`,
    wed: msg`Wed`,
    thu: msg`Thu`,
    fri: msg`Fri`,
    sat: msg`Sat`,
    sun: msg`Sun`,
  },
};
