import { AppProviders, AppErrorBoundary } from '@channel-countdown/features';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </AppProviders>
  );
}
