import { matchPage } from './pages.js';
import { paths } from './paths.js';
import { isAdmin } from './roles.js';

/**
 * The API reads each page of the app makes as it opens (addresses, with the page's params filled in), in one
 * table for both sides: the server draws a page with their answers or names them beside the page in a
 * `Link: rel=preload` header, so the browser fetches them while it downloads the scripts, and the app starts
 * the page's own reads as soon as it knows the session, so the screen's first render has its data.
 */
export interface PageReads {
  /** The session check, made on every page (signed out too). */
  session: readonly string[];
  /** What the signed-in layout reads on every page: the bell and the settings. */
  layout: readonly string[];
  /** What the page's own screen reads. */
  page: readonly string[];
}

const SESSION_READS = [paths.user];
const LAYOUT_READS = [paths.notifications, paths.settings];

/** Who reads: a signed-in user's role, or null where it is not known yet (or nobody is signed in). */
export type PageReader = { readonly role: string } | null;

/** The most any reader may need: what a page waits for before it knows who reads it. */
export const ANY_READER: PageReader = { role: 'admin' };

/**
 * The reads of the page at `pathname` (an app path) for `reader`, from the table of pages. A page outside the
 * signed-in layout (/auth, an unknown path), or one whose reads are not announced, makes only the session
 * check. An administrator's page makes its own reads for an administrator only: anyone else would only be
 * refused them (403).
 */
export function pageReadsFor(pathname: string, reader: PageReader): PageReads {
  const match = matchPage(pathname);
  const page = match?.page;
  if (page?.access === 'public' || !page?.reads) return { session: SESSION_READS, layout: [], page: [] };
  const mayRead = page.access !== 'admin' || isAdmin(reader);
  const own = page.reads.map((read) => (typeof read === 'string' ? read : read(match!.params)));
  return { session: SESSION_READS, layout: LAYOUT_READS, page: mayRead ? own : [] };
}

/**
 * The query cache's key of a read's answer: its path, then its query's values in order, as the screens' own
 * queries key it (`/api/channels/7/history?range=30d` → ['/api/channels/7/history', '30d']; a read without a
 * query is its path alone). The page's reads made before the screen, and the answers a drawn page comes with,
 * are kept under it, so the screen finds them.
 */
export function readQueryKey(address: string): readonly string[] {
  const queryStart = address.indexOf('?');
  if (queryStart === -1) return [address];
  const values = address
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)));
  return [address.slice(0, queryStart), ...values];
}
