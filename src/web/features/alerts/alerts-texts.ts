import { msg } from '@lingui/core/runtime-macro';

/**
 * The alert pages' own texts: the notification centre, the alert form and the unsubscribe page.
 * Their catalogue loads with those pages, and with the results page, where the form is (docs/decisions/0037).
 */
export const alertsTexts = {
  pageTitle: msg`Notifications`,
  signedOut: msg`You are logged out. Log in to see your notifications.`,
  logIn: msg`Log in`,
  pageIntro: msg`Openings and new programs along the routes you watch.`,
  empty: msg`Nothing yet. Turn on alerts for a saved route and we will tell you here when seats open along it.`,
  markAllRead: msg`Mark all as read`,
  unread: msg`New`,
  viewProgram: msg`View program`,
  viewRoute: msg`Route results`,
  loadFailed: msg`Could not load your notifications. Please try again.`,
  alertMe: msg`Alert me about openings`,
  alertMeNearHere: msg`Alert me about openings near here`,
  placeFormTitle: (label: string, miles: number) => msg`Alerts within ${{ miles }} miles of ${{ label }}`,
  /** An alert's age groups, named one by one. */
  ageGroupNames: { infant: msg`Infant`, toddler: msg`Toddler`, preschool: msg`Preschool`, 'school-age': msg`School age` },
  editAlert: msg`Edit alert`,
  deleteAlert: msg`Delete alert`,
  alertOn: (groups: string, email: string) => msg`Alerts on: ${{ groups }} · ${{ email }}`,
  formTitle: msg`Alerts for this route`,
  ageGroupsLegend: msg`Age groups`,
  maxPriceLabel: msg`Highest monthly price (optional)`,
  openUntilLabel: msg`Open until (optional)`,
  emailLegend: msg`Email me`,
  emailModes: { off: msg`No email, only the bell`, instant: msg`At once`, daily: msg`Once a day (digest)` },
  emailModeShort: { off: msg`no email`, instant: msg`email at once`, daily: msg`daily email` },
  save: msg`Save alert`,
  saved: msg`Alert saved.`,
  deleted: msg`Alert deleted.`,
  chooseAgeGroup: msg`Choose at least one age group.`,
  saveFailed: msg`Could not save the alert. Please try again.`,
  unsubscribeTitle: msg`Stop alert emails`,
  unsubscribeQuestion: (label: string) => msg`Stop emails for the alert on ${{ label }}? You will still see its notifications in CareRoute.`,
  unsubscribeButton: msg`Stop these emails`,
  unsubscribeDone: (label: string) => msg`Done: no more emails for ${{ label }}.`,
  unsubscribeAlreadyOff: (label: string) => msg`Emails for ${{ label }} are off.`,
  unsubscribeFailed: msg`Could not stop the emails. Please try again.`,
  badLink: msg`This unsubscribe link is not valid.`,
};
