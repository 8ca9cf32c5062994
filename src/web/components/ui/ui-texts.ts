import { msg } from '@lingui/core/runtime-macro';

/** What the shared controls say: the notices' region, the buttons that close, and the forms' cancel button. */
export const uiTexts = {
  notifications: msg`Notifications`,
  dismiss: msg`Dismiss`,
  close: msg`Close`,
  cancel: msg`Cancel`,
};
