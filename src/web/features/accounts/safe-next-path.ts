/** Where login goes when there is nowhere to come back to. */
export const DEFAULT_AFTER_LOGIN = '/';

/**
 * The `next` of /login?next=..., kept only when it is a path on this site: a single leading "/"
 * and no backslash, so "//evil.example" or "/\evil.example" (which browsers read as another host)
 * and "https://..." can never turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_AFTER_LOGIN;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a "//".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_AFTER_LOGIN;
  return next;
}

/** The login page that brings the parent back to `returnTo` (a path with its query) afterwards. */
export function loginPathReturningTo(returnTo: string): string {
  return `/login?next=${encodeURIComponent(returnTo)}`;
}
