import type { ClaimStatus } from '#shared/schemas/provider.js';

/** Query keys of the operator's views; every decision refreshes all of them ('operator'). */
export const operatorKeys = {
  all: ['operator'] as const,
  claims: (status: ClaimStatus) => ['operator', 'claims', status] as const,
  managers: (programId: string) => ['operator', 'program', programId, 'managers'] as const,
  audit: (programId: string) => ['operator', 'program', programId, 'audit'] as const,
  reviews: (status: 'reported' | 'hidden') => ['operator', 'reviews', status] as const,
  catalogueRuns: ['operator', 'catalogue-runs'] as const,
};

export const programPath = (programId: string) => `/api/operator/programs/${encodeURIComponent(programId)}`;
