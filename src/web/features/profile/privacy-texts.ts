/**
 * What Settings says about the account as a whole: export, sign out everywhere, delete
 * (docs/decisions/0035). Loaded with the profile page, not the home page (docs/decisions/0010).
 */
export const privacyTexts = {
  privacy: 'Your data and sessions',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereText: 'Ends every session of your account, on every device, this one included.',
  signOutEverywhereQuestion: 'Sign out on every device? You will need your password to log in again.',
  signingOutEverywhere: 'Signing out…',
  signedOutEverywhere: 'You are signed out on every device.',
  signOutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
  exportData: 'Export my data',
  exportDataText: 'Downloads one file with everything CareRoute holds about you: profile, saved daycares and routes, alerts, reviews and messages.',
  exportingData: 'Preparing…',
  dataExported: 'Your data has been downloaded.',
  exportFailed: 'Could not export your data. Please try again.',
  deleteAccount: 'Delete my account',
  deleteAccountText:
    'Deletes your account, your saved daycares and routes, alerts, notifications, preferences and reviews. This cannot be undone.',
  deleteAccountPassword: 'Your password',
  deleteAccountContinue: 'Continue',
  deleteAccountQuestion: 'Delete your account and everything in it for good? Your reviews are removed and the ratings they counted in change.',
  deleteAccountConfirm: 'Delete for good',
  deletingAccount: 'Deleting…',
  accountDeleted: 'Your account and its data have been deleted.',
  deleteAccountFailed: 'Could not delete your account. Please try again.',
  passwordRequired: 'Password is required',
} as const;
