import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import { deferIdleWorkUntil } from '@channel-countdown/ui';
import { App } from './App';
import { preloadScreens } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A failed preload is left alone: the screen's own import retries it and shows the error boundary. The
// overlays' and tooltips' code is fetched only after the screen's, not beside it on the same line.
deferIdleWorkUntil(preloadScreens(window.location.pathname));

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
