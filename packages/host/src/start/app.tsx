/**
 * The app's start, last part (main.tsx): the app itself and its screens' table, which it then starts, hydrating the
 * page the server drew or rendering it.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { deferIdleWorkUntil } from '@channel-countdown/ui';
import { DEFAULT_LOCALE, isLocale, loadCatalog } from '@channel-countdown/features';
import { App } from '../App';
import { readServerState } from '../serverState';
import { preloadScreens } from '../routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A failed preload is left alone: the screen's own import retries it and shows the error boundary. The
// overlays' and tooltips' code is fetched only after the screen's, not beside it on the same line.
deferIdleWorkUntil(preloadScreens(window.location.pathname));

const serverState = readServerState(document);
// The language the server drew the page in, else the page's own.
const documentLocale = document.documentElement.lang;
const locale = serverState?.locale ?? (isLocale(documentLocale) ? documentLocale : DEFAULT_LOCALE);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App openedAt={window.location.pathname} serverState={serverState} locale={locale} />
    </BrowserRouter>
  </StrictMode>
);

const start = () => {
  // The server rendered this page (and sent what it drew it with): the app takes over its HTML. A part that
  // does not match is drawn again by the app; the console says which (React's default reports it only as an
  // error event, without the component).
  if (serverState)
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.error('A server-rendered part was drawn again:', error, info.componentStack ?? ''),
    });
  else createRoot(container).render(app);
};

// The first render is in the page's language, so a page the server drew hydrates with the texts it shows: in
// a language other than English its catalog, a file of its own that the server's page preloads beside the entry,
// comes first (English texts come with the code that shows them). A failed fetch is left to the providers, which
// fetch it again and wait for it.
// The app starts in a task of its own, after the one that ran the modules: together they were one long task
// (bench:vitals' trace, 4× slowdown: about 180 ms, of which the start about 45), which a phone's input waits behind.
const catalog = loadCatalog(locale);
if (catalog.status === 'fulfilled') setTimeout(start, 0);
else catalog.then(start, start);
