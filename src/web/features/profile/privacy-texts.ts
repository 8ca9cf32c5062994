import { msg } from '@lingui/core/runtime-macro';

/**
 * What Settings says about the account as a whole: export, sign out everywhere, delete
 * (docs/decisions/0035). In the profile page's catalogue, loaded with it (docs/decisions/0037).
 */
export const privacyTexts = {
  privacy: msg`Your data and sessions`,
  signOutEverywhere: msg`Sign out everywhere`,
  signOutEverywhereText: msg`Ends every session of your account, on every device, this one included.`,
  signOutEverywhereQuestion: msg`Sign out on every device? You will need your password to log in again.`,
  signingOutEverywhere: msg`Signing out…`,
  signedOutEverywhere: msg`You are signed out on every device.`,
  signOutEverywhereFailed: msg`Could not sign out everywhere. Please try again.`,
  exportData: msg`Export my data`,
  exportDataText: msg`Downloads one file with everything CareRoute holds about you: profile, saved daycares and routes, alerts, reviews and messages.`,
  exportingData: msg`Preparing…`,
  dataExported: msg`Your data has been downloaded.`,
  exportFailed: msg`Could not export your data. Please try again.`,
  deleteAccount: msg`Delete my account`,
  deleteAccountText: msg`Deletes your account, your saved daycares and routes, alerts, notifications, preferences and reviews. This cannot be undone.`,
  deleteAccountPassword: msg`Your password`,
  deleteAccountContinue: msg`Continue`,
  deleteAccountQuestion: msg`Delete your account and everything in it for good? Your reviews are removed and the ratings they counted in change.`,
  deleteAccountConfirm: msg`Delete for good`,
  deletingAccount: msg`Deleting…`,
  accountDeleted: msg`Your account and its data have been deleted.`,
  deleteAccountFailed: msg`Could not delete your account. Please try again.`,
  passwordRequired: msg`Password is required`,
};
