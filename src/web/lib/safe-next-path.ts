/** Where login goes when there is nowhere to come back to. */
export const DEFAULT_AFTER_LOGIN = '/';

/** The pages that ask for credentials: coming back to one after logging in would loop. */
const ACCOUNT_PAGES = new Set(['/login', '/register']);

/** Any base will do: only the path and query of a same-site path are read from the parsed URL. */
const PARSE_BASE = 'http://careroute.invalid';

/**
 * Where /login?next=... goes after logging in (and where it sends a parent who is already signed
 * in). `next` is kept only when it is a path on this site: a single leading "/" and no backslash,
 * so "//evil.example" or "/\evil.example" (which browsers read as another host) and "https://..."
 * can never turn the login page into an open redirect. A `next` that is itself the login or
 * register page would show the form again after signing in: a login page's own `next` is
 * followed instead (however deeply nested), and the register page gives way to home.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_AFTER_LOGIN;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a "//".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_AFTER_LOGIN;
  const url = new URL(next, PARSE_BASE);
  const page = accountPage(url.pathname);
  if (page === '/login') return safeNextPath(url.searchParams.get('next'));
  if (page) return DEFAULT_AFTER_LOGIN;
  return next;
}

/** The account page `pathname` shows, as the router matches it: decoded, any case, trailing "/" or not. */
function accountPage(pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  return ACCOUNT_PAGES.has(path) ? path : undefined;
}

/**
 * The login page that brings the parent back to `returnTo` (a path with its query) afterwards.
 * Asked from the login page itself, it keeps that page's own `next` rather than nesting it.
 */
export function loginPathReturningTo(returnTo: string): string {
  return `/login?next=${encodeURIComponent(safeNextPath(returnTo))}`;
}
