import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import { deferIdleWorkUntil } from '@channel-countdown/ui';
import { App } from './App';
import { readInitialReads } from './initialReads';
import { preloadScreens } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A failed preload is left alone: the screen's own import retries it and shows the error boundary. The
// overlays' and tooltips' code is fetched only after the screen's, not beside it on the same line.
deferIdleWorkUntil(preloadScreens(window.location.pathname));

const initialReads = readInitialReads(document);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App openedAt={window.location.pathname} initialReads={initialReads} />
    </BrowserRouter>
  </StrictMode>
);
// The server rendered this page (it then sends the answers it rendered with): the app takes over its HTML.
if (initialReads) hydrateRoot(container, app);
else createRoot(container).render(app);
