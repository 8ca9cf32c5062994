import type { SaveDaycareRequest } from '#shared/schemas/saved.js';
import type { SearchResult } from '#shared/schemas/search.js';

/** What saving needs of a program, from a search result or from the program's own page. */
export type SaveableProgram = Pick<SearchResult, 'id' | 'name' | 'address' | 'phone' | 'website' | 'capacity' | 'licenseNumber'>;

/**
 * The saved-daycare payload for a program from the search results or its page. The catalogue id travels as
 * placeId, so the server fills the licensing facts and later matches the heart to the program;
 * city, state and ZIP are left to the server, which derives them from the address.
 */
export function toSaveDaycareRequest(result: SaveableProgram): SaveDaycareRequest {
  return {
    placeId: result.id,
    name: result.name,
    address: result.address,
    phoneNumber: result.phone,
    website: result.website,
    capacity: result.capacity,
    licenseNumber: result.licenseNumber,
  };
}
