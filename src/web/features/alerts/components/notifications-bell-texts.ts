import { msg } from '@lingui/core/runtime-macro';

/** The header's bell says this on every page: its catalogue is the shell's (lingui.config.ts). */
export const notificationsBellTexts = {
  label: (unread: number) => msg`Notifications, ${{ unread }} unread`,
};
