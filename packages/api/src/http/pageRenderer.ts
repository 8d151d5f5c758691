import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { paths } from '@channel-countdown/contract';

/**
 * The host's server renderer (packages/host/dist-server/entry-server.js, built by `npm run build`): the HTML of
 * a page drawn with the answers of its reads, which the browser paints before the app's scripts have arrived
 * and the app then hydrates. The API server only runs the built file, as it serves the built host.
 */
export interface PageRenderer {
  render(
    url: string,
    reads: Readonly<Record<string, unknown>>,
  ): Promise<{
    /** before `</head>` */ head: string;
    /** in place of `<div id="root"></div>` */ body: string;
  }>;
}

/** The renderer built beside the host, or undefined when there is none (a build without it, or none at all). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The reads of a page the server renders, or undefined for a page it leaves to the browser. Only the sign-in
 * page of a visitor without a session cookie, for now: its one read (the session check) is known to say
 * "signed out" without asking the database. Every other page redirects there or needs the user's own data.
 */
export function serverRenderedReads(
  pathname: string,
  hasSessionCookie: boolean,
): Record<string, unknown> | undefined {
  return pathname === '/auth' && !hasSessionCookie ? { [paths.user]: null } : undefined;
}

/** The root element of the host's index.html, which a rendered page fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with a rendered page in it; throws if the file has no empty root to fill. */
export function fillIndexHtml(indexHtml: string, page: { head: string; body: string }): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  return indexHtml.replace('</head>', () => `${page.head}</head>`).replace(EMPTY_ROOT, () => page.body);
}
