/** How the parent came to a program: the search it was a result of, and how far off that search it is. */
export type ProgramVisit =
  | { from: 'route'; detourSeconds: number; distanceMeters: number }
  | { from: 'nearby'; distanceMeters: number };

const PROGRAMS_PATH = '/programs/';

/**
 * A catalogue id is its source and the source's own id ("demo:12", "ma-eec:P-900001"). An id a
 * map service gave (a saved record from before the catalogue) has no such prefix and no page.
 */
export const isCatalogueId = (id: string): boolean => /^[a-z][a-z0-9-]*:./.test(id);

/**
 * The program page's address: /programs/demo:12. The colon stays readable (it is allowed in a
 * path); a dot is escaped too, so the server never takes the id for a file's extension.
 */
export function programLink(id: string, visit?: ProgramVisit): string {
  const path = PROGRAMS_PATH + encodeURIComponent(id).replace(/%3A/gi, ':').replace(/\./g, '%2E');
  if (!visit) return path;
  const params = new URLSearchParams({ from: visit.from, distance: String(Math.round(visit.distanceMeters)) });
  if (visit.from === 'route') params.set('detour', String(Math.round(visit.detourSeconds)));
  return `${path}?${params.toString()}`;
}

/** The page of a program a parent saved, or null when its id is no catalogue id. */
export const savedProgramLink = (placeId: string | null | undefined): string | null =>
  placeId && isCatalogueId(placeId) ? programLink(placeId) : null;

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,7}$/.test(value) ? Number(value) : null);

/** The visit a program page's URL describes, or null when it names none (or a broken one: people edit URLs). */
export function readProgramVisit(params: URLSearchParams): ProgramVisit | null {
  const distanceMeters = wholeNumber(params.get('distance'));
  if (distanceMeters === null) return null;
  const from = params.get('from');
  const detourSeconds = wholeNumber(params.get('detour'));
  if (from === 'route' && detourSeconds !== null) return { from, detourSeconds, distanceMeters };
  return from === 'nearby' ? { from, distanceMeters } : null;
}
