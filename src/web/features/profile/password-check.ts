import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { messages } from '#shared/messages.js';

const text = messages.profilePage;

/**
 * What is wrong with a new password before it is sent, or null: long enough (the registration
 * rule), and typed the same twice. The current password is the server's to check.
 */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return text.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (newPassword !== confirmation) return text.passwordsDiffer;
  return null;
}
