import { AppProviders, AppErrorBoundary } from '@channel-countdown/features';
import type { GooglePopupSignIn } from '@channel-countdown/features/auth';
import { AppRoutes } from './routes';

// Google sign-in through Firebase: its code (and the SDK's) is loaded when the button is pressed.
const googleSignIn: GooglePopupSignIn = (config) =>
  import('@channel-countdown/features/google-sign-in').then(({ firebasePopupSignIn }) =>
    firebasePopupSignIn(config),
  );

export interface AppProps {
  /** Where this page was loaded: the screen there starts its reads as soon as the session is known. */
  openedAt: string;
  /** The answers a server-rendered page was drawn with (see AppProviders' initialReads). */
  initialReads?: Readonly<Record<string, unknown>>;
}

export function App({ openedAt, initialReads }: AppProps) {
  return (
    // The app owns the page: the body and <html> get the theme too.
    <AppProviders
      applyToDocument
      googleSignIn={googleSignIn}
      initialPathname={openedAt}
      initialReads={initialReads}
    >
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </AppProviders>
  );
}
