import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  ANY_READER,
  localeDirection,
  matchPage,
  pageReadsFor,
  paths,
  type Locale,
  type PageReader,
} from '@channel-countdown/contract';

/**
 * The host's server renderer (packages/host/dist-server/entry-server.js, built by `npm run build`): the HTML of
 * a page drawn with the answers of its reads, which the browser paints before the app's scripts have arrived
 * and the app then hydrates. The API server only runs the built file, as it serves the built host.
 */
export interface PageRenderer {
  render(
    url: string,
    reads: Readonly<Record<string, unknown>>,
    layout: {
      /** the phone layout (below 768 px) */ mobile: boolean;
      /** the language to draw it in */ locale: Locale;
    },
  ): Promise<{
    /** before `</head>` */ head: string;
    /** in place of `<div id="root"></div>` */ body: string;
  }>;
}

/**
 * Whether a request comes from a phone, for the layout to draw a page in: the server knows no window. A
 * Chromium browser says so in its Sec-CH-UA-Mobile hint (sent with every request); Safari and the others
 * have "Mobi" in their user agent. A wrong guess only costs a change of layout once the app runs.
 */
export function looksMobile(headers: { 'sec-ch-ua-mobile'?: string; 'user-agent'?: string }): boolean {
  return headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(headers['user-agent'] ?? '');
}

/** The renderer built beside the host, or undefined when there is none (a build without it, or none at all). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** A read of the API made inside the server on behalf of the page's request: its status and JSON answer. */
export type PageRead = (path: string) => Promise<{ status: number; body?: unknown }>;

/**
 * The answers to draw the page at `pathname` with (contract's pageReadsFor, by path), or undefined for a page
 * the browser draws alone (the table of pages says which the server draws, for whom). A visitor's sign-in page
 * needs no read: without a session cookie the session check can only say "signed out". A signed-in page asks
 * each read (`read`), the session check first; a page whose reads are not all answered 200 is left to the
 * browser: a visitor there is sent to sign in, and a read that failed is shown by the screen as it is when it
 * fails in the browser. The pages drawn for a signed-in reader show no date on their first screen (the server
 * does not know the reader's time zone, and a date drawn in its own would not match the browser's render).
 */
export async function readsToRender(
  pathname: string,
  hasSessionCookie: boolean,
  read: PageRead,
): Promise<Record<string, unknown> | undefined> {
  const drawn = matchPage(pathname)?.page.drawn;
  if (drawn === 'signed-out') return hasSessionCookie ? undefined : { [paths.user]: null };
  if (!hasSessionCookie || drawn !== 'signed-in') return undefined;
  const { session } = pageReadsFor(pathname, null);
  const sessionAnswers = await Promise.all(session.map(read));
  if (sessionAnswers.some((answer) => answer.status !== 200)) return undefined;
  // The session check answers the reader. A page whose own reads they may not make (an administrator's, for
  // anyone else) is left to the browser's guard.
  const { layout, page } = pageReadsFor(pathname, sessionAnswers[0]!.body as PageReader);
  if (page.length < pageReadsFor(pathname, ANY_READER).page.length) return undefined;
  const rest = [...layout, ...page];
  const answers = [...sessionAnswers, ...(await Promise.all(rest.map(read)))];
  if (answers.some((answer) => answer.status !== 200)) return undefined;
  return Object.fromEntries([...session, ...rest].map((path, index) => [path, answers[index]!.body]));
}

/** The root element of the host's index.html, which a rendered page fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with a rendered page in it; throws if the file has no empty root to fill. */
export function fillIndexHtml(indexHtml: string, page: { head: string; body: string }): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  return indexHtml.replace('</head>', () => `${page.head}</head>`).replace(EMPTY_ROOT, () => page.body);
}

/**
 * index.html in `locale`: its `<html>` element's `lang` and `dir` say the page's language and which way it
 * reads, before any script has run (the app loads that language's texts before it first renders).
 */
export function withLanguage(indexHtml: string, locale: Locale): string {
  return indexHtml.replace(/<html\b[^>]*>/, () => `<html lang="${locale}" dir="${localeDirection(locale)}">`);
}

/**
 * The built file of each language's catalog (the host's Vite manifest names the chunk of each
 * `locales/<locale>.po`), or none when the build left no manifest. English has none: its texts are in the code.
 */
export function catalogFiles(manifestJson: string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  if (!manifestJson) return files;
  const manifest = JSON.parse(manifestJson) as Record<string, { file?: string }>;
  for (const [source, chunk] of Object.entries(manifest)) {
    const locale = /\/locales\/([\w-]+)\.po$/.exec(source)?.[1];
    if (locale && chunk.file) files.set(locale, chunk.file);
  }
  return files;
}

/**
 * index.html fetching `file` (a built module, relative to the site's root) beside the entry, as the app's own
 * import of it will ask for it: the catalog of a page in a language other than English, which the app imports
 * before its first render, costs no round trip after the entry's. Unchanged without a file or a `</head>`.
 */
export function withModulePreload(indexHtml: string, file: string | undefined): string {
  if (!file) return indexHtml;
  return indexHtml.replace('</head>', () => `<link rel="modulepreload" crossorigin href="/${file}"></head>`);
}
