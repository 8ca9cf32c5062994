import { msg } from '@lingui/core/runtime-macro';

/** What the shared controls say to a screen reader: the notices' region and the buttons that close. */
export const uiTexts = {
  notifications: msg`Notifications`,
  dismiss: msg`Dismiss`,
  close: msg`Close`,
};
