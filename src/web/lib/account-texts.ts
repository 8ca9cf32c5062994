import { msg } from '@lingui/core/runtime-macro';

/** Account words the header's menu and the profile both say; in the shell's catalogue (docs/decisions/0037). */
export const accountTexts = {
  /** Shown for a parent with no first name. */
  fallbackName: msg`User`,
  logout: msg`Logout`,
};
