import { msg } from '@lingui/core/runtime-macro';
import type { RouteTravelMode } from '#shared/schemas/saved.js';

/** How a saved route is travelled, as its badge says it. */
export const travelModeTexts: Record<RouteTravelMode, ReturnType<typeof msg>> = {
  DRIVING: msg`Driving`,
  WALKING: msg`Walking`,
  BICYCLING: msg`Cycling`,
  TRANSIT: msg`Transit`,
};
