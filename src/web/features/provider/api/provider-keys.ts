/** Query keys of the provider's own data: their claims, and the programs they manage. */
export const providerKeys = {
  claims: ['provider', 'claims'] as const,
  programs: ['provider', 'programs'] as const,
  /** One program of the catalogue with its listing, as GET /api/catalogue/:id answers. */
  catalogueProgram: (programId: string) => ['catalogue', 'program', programId] as const,
};

/** A program id inside an API path: catalogue ids carry a colon ("demo:12", "ma-eec:P-1"). */
export const programPath = (programId: string) => `/api/provider/programs/${encodeURIComponent(programId)}`;
