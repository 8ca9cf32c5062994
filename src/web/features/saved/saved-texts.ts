import { msg, plural } from '@lingui/core/runtime-macro';

/**
 * What the header's saved lists and saving say; in the saved lists' catalogue, which loads before
 * the first render with the shell's, as the header shows them on every page (docs/decisions/0037).
 */
export const savedTexts = {
  routesButton: (count: number) => msg`Saved routes (${{ count }})`,
  daycaresButton: (count: number) => msg`Saved daycares (${{ count }})`,
  routesTitle: msg`Saved routes`,
  daycaresTitle: msg`Saved daycares`,
  loading: msg`Loading your saved list…`,
  retry: msg`Try again`,
  signedOutRoutes: msg`Log in to see the routes you saved, on any device.`,
  signedOutDaycares: msg`Log in to keep your favourite daycares in one place, on any device.`,
  logIn: msg`Log in`,
  register: msg`Create an account`,
  routeTo: msg`to`,
  savedAt: (when: string) => msg`Saved ${{ when }}`,
  daycaresFound: (count: number) => msg`${plural({ count }, { one: '# daycare found', other: '# daycares found' })}`,
  removeDaycare: (name: string) => msg`Remove ${{ name }}`,
  noDaycares: msg`No daycares saved yet.`,
  noRoutes: msg`No routes saved yet.`,
  errorFetchingDaycares: msg`Error fetching daycares. Please try again.`,
  errorFetchingRoutes: msg`Error fetching routes. Please try again.`,
  /** The toasts a change ends with. */
  daycareSaved: msg`Daycare saved to favourites!`,
  daycareAlreadySaved: msg`This daycare is already saved to your favourites!`,
  errorSavingDaycare: msg`Error saving daycare. Please try again.`,
  daycareRemoved: msg`Daycare removed from favourites!`,
  errorRemovingDaycare: msg`Error removing daycare. Please try again.`,
  routeSaved: msg`Route saved successfully!`,
  routeAlreadySaved: msg`This route is already in your saved routes.`,
  errorSavingRoute: msg`Error saving route. Please try again.`,
  routeRemoved: msg`Route removed from your saved routes.`,
  errorRemovingRoute: msg`Error removing route. Please try again.`,
  bothAddresses: msg`Please enter both start and end addresses`,
};
