import { matchPage } from './pages.js';
import { paths } from './paths.js';
import { isAdmin } from './roles.js';

/**
 * The API reads each page of the app makes as it opens, in one table for both sides: the server names them
 * beside the page in a `Link: rel=preload` header, so the browser fetches them while it downloads the
 * scripts, and the app starts the page's own reads as soon as it knows the session, so the screen's first
 * render has its data.
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
  const page = matchPage(pathname)?.page;
  if (page?.access === 'public' || !page?.reads) return { session: SESSION_READS, layout: [], page: [] };
  const mayRead = page.access !== 'admin' || isAdmin(reader);
  return { session: SESSION_READS, layout: LAYOUT_READS, page: mayRead ? page.reads : [] };
}
