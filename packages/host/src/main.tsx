import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import { App } from './App';
import { preloadScreens } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A failed preload is left alone: the screen's own import retries it and shows the error boundary.
preloadScreens(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
