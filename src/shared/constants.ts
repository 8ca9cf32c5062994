/** Business constants shared by server and web: categories, limits, map defaults, storage keys. */

export const CHILDCARE_CATEGORIES = [
  'daycare',
  'preschool',
  'nursery',
  'childcare',
  'kindergarten',
  'montessori',
  'playgroup',
  'aftercare',
] as const;
export type ChildcareCategory = (typeof CHILDCARE_CATEGORIES)[number];

// The search's words and bounds live here, free of zod, because the results page reads its URL
// and draws its filters with them before the search contract (and zod) has loaded.
export const AGE_GROUPS = ['infant', 'toddler', 'preschool', 'school-age'] as const;
export const SORT_OPTIONS = ['relevance', 'rating', 'distance', 'name', 'reviews'] as const;

export const SEARCH_LIMITS = {
  nearbyRadiusDefault: 5000,
  nearbyRadiusMax: 50_000,
  corridorDefault: 1000,
  corridorMax: 5000,
  limitDefault: 50,
  limitMax: 200,
  autocompleteMax: 8,
} as const;

/** Whether a value from outside (a URL, a form) is one of a list of words. */
export const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

/**
 * What a saved daycare shows when the client did not know a value. The product asks
 * for "a placeholder e-mail"; the reserved .invalid domain can never reach a real mailbox.
 * Kept here, free of zod, because the web's optimistic saves use it on the home page's first download.
 */
export const SAVED_DAYCARE_DEFAULTS = {
  name: 'Unnamed Daycare',
  address: 'Address not available',
  city: 'Unknown',
  state: 'N/A',
  zipCode: '00000',
  phoneNumber: '000-000-0000',
  email: 'not-provided@careroute.invalid',
  website: '',
  capacity: 0,
  licenseNumber: 'N/A',
} as const;

/** Browser storage keys of the session: the user (JSON), the signed-in flag and the token. */
export const SESSION_KEYS = {
  user: 'user',
  isAuthenticated: 'isAuthenticated',
  token: 'token',
} as const;

/** Window event that tells listeners (header counts, saved lists) the session changed. */
export const LOGIN_EVENT = 'careroute:login';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const BODY_LIMIT_BYTES = 100 * 1024;
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** The map opens near Boston at zoom 10 and zooms to 13 on a search. */
export const MAP_DEFAULTS = {
  center: { lat: 42.3601, lng: -71.0589 },
  zoom: 10,
  searchZoom: 13,
  heightPx: 500,
} as const;

/** The assistant "types" for 1.5 s before each reply. */
export const ASSISTANT_TYPING_DELAY_MS = 1500;
