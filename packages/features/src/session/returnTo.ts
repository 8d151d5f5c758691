/**
 * Where a visitor goes after signing in. A protected route sends a signed-out visitor to
 * `/auth?returnTo=<the path they asked for>`; after sign-in they land there instead of on /.
 *
 * Only a same-origin relative path is accepted (never an open redirect): it must start with a single '/',
 * carry no backslash, no control or whitespace character and no scheme, and resolve to the app's own
 * origin. The auth screens themselves are refused (they would loop). Anything else gives '/'.
 */
import { isPage, pageHref } from '@channel-countdown/contract';

export const RETURN_TO_PARAM = 'returnTo';
/** `/auth?accountDeleted=1`: where a deleted account lands; the sign-in page says the account is gone. */
export const ACCOUNT_DELETED_PARAM = 'accountDeleted';
export const HOME = pageHref('home');

const ORIGIN = 'https://app.invalid';

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048) return HOME;
  if (!value.startsWith('/') || value.startsWith('//')) return HOME;
  // Browsers read '\' as '/' ('/\evil.com' is protocol-relative) and drop tabs and newlines from URLs.
  if (
    value.includes('\\') ||
    /\s/.test(value) ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')
  ) {
    return HOME;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== ORIGIN) return HOME;
  if (isPage(url.pathname, 'auth', 'signin', 'signup')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth address that returns to `path` (the plain /auth for the home page). */
export function authPathReturningTo(path: string, base = pageHref('auth')): string {
  const target = safeReturnTo(path);
  return target === HOME ? base : `${base}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}

/** The return target named by a query string (`?returnTo=…`), made safe. */
export function returnToFromSearch(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}
