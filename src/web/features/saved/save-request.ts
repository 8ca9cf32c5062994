import type { SaveDaycareRequest } from '#shared/schemas/saved.js';
import type { SearchResult } from '#shared/schemas/search.js';

/**
 * The saved-daycare payload for a program from the search results. The catalogue id travels as
 * placeId, so the server fills the licensing facts and later matches the heart to the program;
 * city, state and ZIP are left to the server, which derives them from the address.
 */
export function toSaveDaycareRequest(result: SearchResult): SaveDaycareRequest {
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
