import { msg } from '@lingui/core/runtime-macro';

/** Account words the header's menu, the profile and the save buttons say; in the shell's catalogue (docs/decisions/0037). */
export const accountTexts = {
  /** Shown for a parent with no first name. */
  fallbackName: msg`User`,
  logout: msg`Logout`,
  /** Said on the way to the login page, by a save button a visitor pressed. */
  loginToSave: msg`Please login to save daycares`,
  loginToSaveRoute: msg`Please login to save routes`,
};
