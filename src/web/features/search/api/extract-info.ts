import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/v1/extract-info: what the assistant understood from a parent's free-text request. */
export function useExtractInfoMutation() {
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest('/api/v1/extract-info', {
        method: 'POST',
        body: { text },
        // Imported with the answer: the form is on the home page, whose first download has a budget.
        schema: () => import('#shared/schemas/assistant.js').then((assistant) => assistant.extractResponse),
      }),
  });
}
