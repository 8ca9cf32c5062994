import type { RegisterRequest } from '#shared/schemas/accounts.js';
import { useStartSessionMutation } from './start-session';

/**
 * Registers and starts the session with the returned token too: without it a new parent could
 * not save anything until they logged in again.
 */
export function useRegisterMutation() {
  return useStartSessionMutation<RegisterRequest>('/api/auth/register');
}
