import type { LoginRequest } from '#shared/schemas/accounts.js';
import { useStartSessionMutation } from './start-session';

/** Logs in and starts the session; the page decides where to go next. */
export function useLoginMutation() {
  return useStartSessionMutation<LoginRequest>('/api/auth/login');
}
