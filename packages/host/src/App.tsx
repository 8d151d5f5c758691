import { AppProviders, AppErrorBoundary } from '@channel-countdown/features';
import { AppRoutes } from './routes';

export function App() {
  return (
    // The app owns the page: the body and <html> get the theme too.
    <AppProviders applyToDocument>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </AppProviders>
  );
}
