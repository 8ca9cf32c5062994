import { useMutation } from '@tanstack/react-query';
import { extractResponse } from '../../../../shared/schemas/assistant.js';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/extract-info: what the assistant understood from a parent's free-text request. */
export function useExtractInfoMutation() {
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest('/api/v1/extract-info', { method: 'POST', body: { text }, schema: extractResponse }),
  });
}
