import { useMutation } from '@tanstack/react-query';
import { contactRoute, type ContactRequest } from '#shared/schemas/contact.js';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/contact: the message is stored for the support team (201), or the server says why not. */
export function useSendContactMutation() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      apiRequest('/api/contact', { method: 'POST', body, schema: contactRoute.response[201] }),
  });
}
