import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { i18n } from '#web/lib/i18n';
import { profileTexts } from './profile-texts';

const text = profileTexts;

/**
 * What is wrong with a new password before it is sent, or null: long enough (the registration
 * rule), and typed the same twice. The current password is the server's to check.
 */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return i18n._(text.passwordTooShort(PASSWORD_MIN_LENGTH));
  if (newPassword !== confirmation) return i18n._(text.passwordsDiffer);
  return null;
}
