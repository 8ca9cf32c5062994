import { AGE_GROUPS, SCHEDULES } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { Schedule } from '#shared/schemas/listing.js';

/** Youngest first, as the licensing lists and parents order age groups. */
export const byAgeGroup = (a: { ageGroup: AgeGroup }, b: { ageGroup: AgeGroup }): number =>
  AGE_GROUPS.indexOf(a.ageGroup) - AGE_GROUPS.indexOf(b.ageGroup);

/** By age group, then schedule (full-time first). */
export const byAgeThenSchedule = (a: { ageGroup: AgeGroup; schedule: Schedule }, b: { ageGroup: AgeGroup; schedule: Schedule }): number =>
  byAgeGroup(a, b) || SCHEDULES.indexOf(a.schedule) - SCHEDULES.indexOf(b.schedule);
