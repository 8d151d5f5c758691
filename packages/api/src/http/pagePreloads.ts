import { pageReadsFor } from '@channel-countdown/contract';

/**
 * The reads to announce beside the page at `pathname` (bench:vitals: on a slow line, the session check and the
 * dashboard's channel list each waited for the entry script first): the session check on every page; with a
 * session cookie, also the layout's and the page's own. Signed out, those would only answer 401. A hint only:
 * a read a page no longer makes costs one request, and the journeys fail on a preload the page does not use.
 * A page the server `rendered` holds the answers of its layout's and screen's reads already: only the session
 * check, which the app makes again as it starts, is announced. Who reads is not known here (the session is not
 * read for a page), so an administrator's page announces no reads of its own: its administrator gets it drawn.
 */
export function preloadsFor(pathname: string, hasSessionCookie: boolean, rendered = false): string[] {
  const reads = pageReadsFor(pathname, null);
  return hasSessionCookie && !rendered
    ? [...reads.session, ...reads.layout, ...reads.page]
    : [...reads.session];
}

/** The Link header value preloading `urls` as the app's own fetches do (CORS mode, with credentials). */
export const preloadLinkHeader = (urls: readonly string[]): string =>
  urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
