import { messages } from '#shared/messages.js';
import type { OpeningsSection } from '#shared/schemas/listing.js';
import { badRequest } from '#server/http-error.js';

/**
 * Open seats fit the licensed capacity, each age group and all together. The contract cannot check
 * this: only the server knows the capacity. A program with no known capacity is not held to one.
 */
export function checkSeatsWithinCapacity(openings: OpeningsSection, capacity: number | null): void {
  if (capacity === null || capacity <= 0) return;
  openings.ageGroups.forEach((entry, index) => {
    if (entry.openSeats > capacity) {
      throw badRequest(messages.providerApi.seatsAboveCapacity(`ageGroups.${index}.openSeats`, capacity), 'VALIDATION_ERROR');
    }
  });
  const total = openings.ageGroups.reduce((sum, entry) => sum + entry.openSeats, 0);
  if (total > capacity) throw badRequest(messages.providerApi.totalSeatsAboveCapacity(capacity), 'VALIDATION_ERROR');
}
