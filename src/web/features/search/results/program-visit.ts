import { programLink, type ProgramVisit } from '#web/lib/program-link';
import type { ListedResult } from './use-results';

/** A result's program page, carrying the detour and distance this search found for it. */
export function resultProgramLink(result: ListedResult): string {
  const visit: ProgramVisit =
    result.detourSeconds === undefined
      ? { from: 'nearby', distanceMeters: result.distance }
      : { from: 'route', detourSeconds: result.detourSeconds, distanceMeters: result.distanceFromRouteMeters ?? result.distance };
  return programLink(result.id, visit);
}
