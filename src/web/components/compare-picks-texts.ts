import { msg, plural } from '@lingui/core/runtime-macro';

/** The Compare toggle's and the tray's texts: they show on the results, program and saved pages alike. In the shell's catalogue (docs/decisions/0037). */
export const comparePicksTexts = {
  toggle: msg`Compare`,
  toggleLabel: (name: string) => msg`Compare ${{ name }}`,
  trayLabel: msg`Programs to compare`,
  trayTitle: (count: number, max: number) => msg`Compare (${{ count }} of ${{ max }})`,
  open: (count: number) => msg`${plural({ count }, { one: 'Compare # program', other: 'Compare # programs' })}`,
  remove: (name: string) => msg`Remove ${{ name }} from the comparison`,
  clear: msg`Clear`,
  full: (name: string, max: number) => msg`You can compare up to ${{ max }} programs at once. Remove one from the tray to add ${{ name }}.`,
};
