import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Listing, ListingSection } from '#shared/schemas/listing.js';
import {
  confirmOpeningsRoute,
  listManagedProgramsRoute,
  putHoursRoute,
  putOffersRoute,
  putOpeningsRoute,
  putTuitionRoute,
  type ManagedProgram,
} from '#shared/schemas/provider.js';
import { apiRequest } from '#web/lib/api-client';
import { programPath, providerKeys } from './provider-keys';

/** GET /api/provider/programs: the programs this account manages, with their listings and feed tokens. */
export function managedProgramsQueryOptions() {
  return queryOptions({
    queryKey: providerKeys.programs,
    queryFn: ({ signal }) => apiRequest('/api/provider/programs', { schema: listManagedProgramsRoute.response[200], signal }),
  });
}

/** Each section's PUT route, whose body type the form must produce. */
const SECTION_ROUTES = { openings: putOpeningsRoute, tuition: putTuitionRoute, hours: putHoursRoute, offers: putOffersRoute };
export type SectionBody<S extends ListingSection> = z.output<(typeof SECTION_ROUTES)[S]['body']>;

/** A write answers with the program's whole listing: it replaces the cached one at once. */
function storeListing(queryClient: QueryClient, programId: string, listing: Listing) {
  queryClient.setQueryData<ManagedProgram[]>(providerKeys.programs, (programs) =>
    programs?.map((managed) => (managed.program.id === programId ? { ...managed, listing } : managed)),
  );
}

/** PUT /api/provider/programs/:id/<section>: saves one section on its own. */
export function useSaveSectionMutation<S extends ListingSection>(programId: string, section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionBody<S>) =>
      apiRequest(`${programPath(programId)}/${section}`, { method: 'PUT', body, schema: SECTION_ROUTES[section].response[200] }),
    onSuccess: (listing) => storeListing(queryClient, programId, listing),
  });
}

/** POST /api/provider/programs/:id/openings/confirm: "still accurate", the openings unchanged. */
export function useConfirmOpeningsMutation(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${programPath(programId)}/openings/confirm`, { method: 'POST', schema: confirmOpeningsRoute.response[200] }),
    onSuccess: (listing) => storeListing(queryClient, programId, listing),
  });
}
