import { queryOptions } from '@tanstack/react-query';
import { programAuditRoute, programManagersRoute } from '#shared/schemas/operator.js';
import { apiRequest } from '#web/lib/api-client';
import { useRevokeMutation } from '#web/lib/use-revoke-mutation';
import { operatorKeys, programPath } from './operator-keys';

/** GET /api/operator/programs/:id/managers. */
export function managersQueryOptions(programId: string) {
  return queryOptions({
    queryKey: operatorKeys.managers(programId),
    queryFn: ({ signal }) => apiRequest(`${programPath(programId)}/managers`, { schema: programManagersRoute.response[200], signal }),
  });
}

/** GET /api/operator/programs/:id/audit: who changed what, and when. */
export function auditQueryOptions(programId: string) {
  return queryOptions({
    queryKey: operatorKeys.audit(programId),
    queryFn: ({ signal }) => apiRequest(`${programPath(programId)}/audit`, { schema: programAuditRoute.response[200], signal }),
  });
}

/** DELETE /api/operator/programs/:id/managers/:userId; the revocation shows in the managers and the audit log. */
export function useRevokeManagerMutation(programId: string) {
  return useRevokeMutation(`${programPath(programId)}/managers`, operatorKeys.all);
}
