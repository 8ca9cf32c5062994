import { COMPARE_MAX } from '#shared/constants.js';

/** The Compare toggle's and the tray's texts: they show on the results, program and saved pages alike. */
export const comparePicksTexts = {
  toggle: 'Compare',
  toggleLabel: (name: string) => `Compare ${name}`,
  trayLabel: 'Programs to compare',
  trayTitle: (count: number) => `Compare (${count} of ${COMPARE_MAX})`,
  open: (count: number) => (count === 1 ? 'Compare 1 program' : `Compare ${count} programs`),
  remove: (name: string) => `Remove ${name} from the comparison`,
  clear: 'Clear',
  full: (name: string) =>
    `You can compare up to ${COMPARE_MAX} programs at once. Remove one from the tray to add ${name}.`,
};
