import { pageReadsFor } from '@channel-countdown/contract';

/**
 * The reads to announce beside the page at `pathname` (bench:vitals: on a slow line, the session check and the
 * dashboard's channel list each waited for the entry script first): the session check on every page; with a
 * session cookie, also the layout's and the page's own, unless the server `asked` them already. Signed out,
 * those would only answer 401. A hint only: a read a page no longer makes costs one request, and the journeys
 * fail on a preload the page does not use. Reads the server asked for the page are not announced: answered,
 * the drawn page holds them (only the session check, which the app makes again as it starts, is announced);
 * refused (someone else's channel, a signed-out cookie), the browser's would be refused too. Who reads is not
 * known here otherwise (the session is not read for a page), so an administrator's page announces no reads of
 * its own: its administrator gets it drawn.
 */
export function preloadsFor(pathname: string, hasSessionCookie: boolean, asked = false): string[] {
  const reads = pageReadsFor(pathname, null);
  return hasSessionCookie && !asked ? [...reads.session, ...reads.layout, ...reads.page] : [...reads.session];
}

/** The Link header value preloading `urls` as the app's own fetches do (CORS mode, with credentials). */
export const preloadLinkHeader = (urls: readonly string[]): string =>
  urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
