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
/** 'price': the lowest monthly tuition first, programs without a reported price last. */
export const SORT_OPTIONS = ['relevance', 'rating', 'distance', 'name', 'reviews', 'price'] as const;
/** A route search may also sort by the detour of both legs, morning and evening, together. */
export const ROUTE_SORT_OPTIONS = [...SORT_OPTIONS, 'totalDetour'] as const;

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
/**
 * Per client address and route (docs/decisions/0035): two searches a second sustained is far
 * beyond a parent paging and filtering, and autocomplete allows a keystroke every 200 ms for a
 * whole minute; each request may cost a call to a paid or rate-limited map service.
 */
export const SEARCHES_PER_MINUTE = 120;
export const PLACE_LOOKUPS_PER_MINUTE = 300;

/** The map opens near Boston at zoom 10 and zooms to 13 on a search. */
export const MAP_DEFAULTS = {
  center: { lat: 42.3601, lng: -71.0589 },
  zoom: 10,
  searchZoom: 13,
  heightPx: 500,
} as const;

/** The assistant "types" for 1.5 s before each reply. */
export const ASSISTANT_TYPING_DELAY_MS = 1500;

/**
 * What a provider keeps current about a program (docs/decisions/0019). Free of zod, like the search
 * words above: the results page draws its filters with them before the contract loads.
 */
export const LISTING_SECTIONS = ['openings', 'tuition', 'hours', 'offers'] as const;
export const SCHEDULES = ['full-time', 'part-time', 'before-after-school', 'drop-in', 'summer'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** The working days the openBy / openUntil filters read. */
export const WORKING_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
/** Programs a parent can compare side by side at once (docs/decisions/0027). */
export const COMPARE_MAX = 3;
/** An alert's email: 'off' (the bell only), 'instant' (an email per event) or 'daily' (a digest). */
export const ALERT_EMAIL_MODES = ['off', 'instant', 'daily'] as const;
export const TUITION_PERIODS = ['week', 'month'] as const;
/** ISO 639-1 codes of the languages a program may list (the most spoken at home in the US first). */
export const LANGUAGES = [
  'en', 'es', 'zh', 'vi', 'ar', 'fr', 'ht', 'ko', 'pt', 'ru', 'hi', 'de', 'it', 'pl', 'ja', 'so', 'km', 'el', 'ur', 'fa', 'tl', 'bn', 'am',
] as const;
/** Openings not confirmed for this many days show as stale and no longer count for the openings filter. */
export const OPENINGS_FRESH_DAYS = 30;
/** A weekly price becomes monthly at 52 weeks over 12 months. */
export const WEEKS_PER_MONTH = 52 / 12;
export const LISTING_LIMITS = { descriptionMax: 2000, accreditationMax: 200, closedDatesMax: 60, tuitionMaxDollars: 20_000 } as const;
