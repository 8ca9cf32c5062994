/** The Compare toggle's and the tray's texts: they show on the results, program and saved pages alike. Free of imports, as the e2e specs read them. */
export const comparePicksTexts = {
  toggle: 'Compare',
  toggleLabel: (name: string) => `Compare ${name}`,
  trayLabel: 'Programs to compare',
  trayTitle: (count: number, max: number) => `Compare (${count} of ${max})`,
  open: (count: number) => (count === 1 ? 'Compare 1 program' : `Compare ${count} programs`),
  remove: (name: string) => `Remove ${name} from the comparison`,
  clear: 'Clear',
  full: (name: string, max: number) => `You can compare up to ${max} programs at once. Remove one from the tray to add ${name}.`,
};
