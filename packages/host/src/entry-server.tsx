/**
 * The server's renderer (built with `vite build --ssr` into dist-server/): the HTML of a page for the API
 * server to put in index.html, so the browser paints it before the app's scripts arrive; the app then hydrates
 * it. The reads are the answers the server has for the page; they go into the page, with the instant it was
 * drawn at, for the hydration to draw the same.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { DEFAULT_LOCALE, loadCatalog, type Locale } from '@channel-countdown/features';
import { App } from './App';
import { sheetWithKeptStyles } from './keptStyles';
import { serverStateElement, type ServerState } from './serverState';

export interface RenderedPage {
  /** Goes before `</head>`: the page's component styles. */
  head: string;
  /** Replaces the empty `<div id="root"></div>`: the rendered app and what it was drawn with. */
  body: string;
}

/**
 * Renders `url` (a path with its query) with `reads` in the cache, in the phone layout if `mobile`, in
 * `locale` (English unless told), waiting for every lazy screen.
 */
export async function render(
  url: string,
  reads: Readonly<Record<string, unknown>>,
  { mobile, locale = DEFAULT_LOCALE }: { mobile: boolean; locale?: Locale },
): Promise<RenderedPage> {
  // The page's language (English, the texts' own, needs nothing loaded).
  await loadCatalog(locale);
  const state: ServerState = { renderedAt: Date.now(), mobile, reads: { ...reads }, locale };
  const sheet = sheetWithKeptStyles();
  const pathname = new URL(url, 'http://localhost').pathname;
  const app = sheet.collectStyles(
    <StrictMode>
      <StaticRouter location={url}>
        <App openedAt={pathname} serverState={state} locale={locale} />
      </StaticRouter>
    </StrictMode>,
  );
  try {
    // A prerender waits for every lazy screen. With no chunk size, each is written in place: a large one would
    // otherwise come after its fallback, with an inline script to swap them (the page's policy runs none).
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Infinity });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    return {
      head: sheet.getStyleTags(),
      body: `<div id="root">${Buffer.concat(chunks).toString('utf8')}</div>${serverStateElement(state)}`,
    };
  } finally {
    sheet.seal();
  }
}
