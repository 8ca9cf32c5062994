import { useMutation } from '@tanstack/react-query';
import { authSuccess } from '#shared/schemas/accounts.js';
import { apiRequest } from '#web/lib/api-client';
import { pageLanguage, switchLanguage } from '#web/lib/i18n';
import { signIn } from '#web/lib/session';

/**
 * POSTs credentials to an auth route that answers with the account and its token, and starts the
 * session with them on success; the page decides where to go next. Signed in, the site speaks the
 * account's language (docs/decisions/0037): a page in the other one loads again in it.
 */
export function useStartSessionMutation<Body>(path: string) {
  return useMutation({
    mutationFn: (body: Body) => apiRequest(path, { method: 'POST', body, schema: authSuccess, anonymous: true }),
    onSuccess: ({ user, token }) => {
      signIn(user, token);
      if (user.language !== pageLanguage()) switchLanguage(user.language);
    },
  });
}
