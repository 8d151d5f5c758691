import { AppProviders, AppErrorBoundary } from '@channel-countdown/features';
import type { GooglePopupSignIn } from '@channel-countdown/features/auth';
import { AppRoutes } from './routes';

// Google sign-in through Firebase: its code (and the SDK's) is loaded when the button is pressed.
const googleSignIn: GooglePopupSignIn = (config) =>
  import('@channel-countdown/features/google-sign-in').then(({ firebasePopupSignIn }) =>
    firebasePopupSignIn(config),
  );

/** Where this page was loaded: the screen there starts its reads as soon as the session is known. */
const openedAt = window.location.pathname;

export function App() {
  return (
    // The app owns the page: the body and <html> get the theme too.
    <AppProviders applyToDocument googleSignIn={googleSignIn} initialPathname={openedAt}>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </AppProviders>
  );
}
