import { Suspense } from 'react';
import { AppProviders, AppErrorBoundary, type Locale } from '@channel-countdown/features';
import type { GooglePopupSignIn } from '@channel-countdown/features/auth';
import { reactRouter } from '@channel-countdown/features/react-router';
import { AppRoutes } from './routes';
import type { ServerState } from './serverState';

// Google sign-in through Firebase: its code (and the SDK's) is loaded when the button is pressed.
const googleSignIn: GooglePopupSignIn = (config) =>
  import('@channel-countdown/features/google-sign-in').then(({ firebasePopupSignIn }) =>
    firebasePopupSignIn(config),
  );

export interface AppProps {
  /** Where this page was loaded: the screen there starts its reads as soon as the session is known. */
  openedAt: string;
  /** What a server-rendered page was drawn with: the app hydrates it with the same. */
  serverState?: ServerState;
  /** The page's language; its catalog is loaded before the app renders. */
  locale: Locale;
}

export function App({ openedAt, serverState, locale }: AppProps) {
  return (
    // One boundary around the whole app: React hydrates a server-drawn page in slices, yielding to the browser
    // between them, instead of in one long task (docs/architecture.md, "A drawn page hydrated in slices"). Its
    // fallback is nothing, as the root showed while a provider waited; the screens have spinners of their own.
    <Suspense fallback={null}>
      {/* The app owns the page: the body and <html> get the theme too. */}
      <AppProviders
        router={reactRouter}
        applyToDocument
        locale={locale}
        googleSignIn={googleSignIn}
        initialPathname={openedAt}
        initialReads={serverState?.reads}
        serverRender={serverState}
      >
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </AppProviders>
    </Suspense>
  );
}
