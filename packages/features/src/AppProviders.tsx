'use client';

import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-aria-components';
import { paths, readQueryKey, type Settings } from '@channel-countdown/contract';
import { ThemeProvider, ToastProvider, type Theme, type UiStrings } from '@channel-countdown/ui';
import { ApiClientProvider, createApiClient, createQueryClient } from './api';
import {
  AuthProvider,
  FailureFeedback,
  SignInProvider,
  type SignInOptions,
  FullPageNavigationProvider,
  PageReadsProvider,
  browserNavigation,
  type FullPageNavigation,
} from './session';
import { GooglePopupProvider } from './auth';
import {
  DocumentTitleProvider,
  HostRouterProvider,
  ServerRenderProvider,
  UnsavedChangesProvider,
  documentTitle as defaultDocumentTitle,
  historyRouter,
  useHostHref,
  type DocumentTitlePolicy,
  type HostRouter,
  type ServerRender,
} from './shared';
import { DEFAULT_LOCALE, LocaleProvider, type Locale } from './i18n';
import type { GooglePopupSignIn } from './auth';

export interface AppProvidersProps extends SignInOptions {
  children: ReactNode;
  /**
   * The host's router, which the screens' links, redirects and address-bound choices go through:
   * `reactRouter` from `@channel-countdown/features/react-router` (mount AppProviders inside your
   * react-router router), `nextRouter(…)` for Next.js' App Router, or your own `HostRouter`. It must not
   * change while mounted. @default the browser's history (pushState), for a host without a router
   */
  router?: HostRouter;
  /**
   * What the screens do with the document title: by default each sets 'Screen · Channel Countdown'; a
   * function returns the title for a screen's name; `false` leaves the title to the host (e.g. Next.js'
   * metadata). @default 'Screen · Channel Countdown'
   */
  documentTitle?: DocumentTitlePolicy;
  /**
   * Where the Channel Countdown API is: an origin ('https://api.example.com') or a path prefix ('/cc') put
   * before every `/api/…` path. A cross-origin API must list this page's origin in its ALLOWED_ORIGINS.
   * @default '' (same origin)
   */
  apiBaseUrl?: string;
  /** Bring your own QueryClient (stories and tests use a fresh one each). @default a client with SPEC §7 defaults */
  queryClient?: QueryClient;
  /** Pin the theme (Storybook, visual tests); the user's preference is ignored. @default undefined */
  forcedTheme?: 'light' | 'dark';
  /** Theme until the user chooses one in the app (stored in localStorage). @default 'system' */
  defaultTheme?: Theme;
  /**
   * Style the whole page too (body font, colours and margin; the class `light`/`dark` on `<html>`), as the
   * Channel Countdown app does. Off, only the providers' wrapper element and overlays are styled, so the
   * embedding page keeps its own look. @default false
   */
  applyToDocument?: boolean;
  /**
   * The language of the screens' texts, of react-aria's own texts and of their formatting; with
   * `applyToDocument`, `<html lang dir>` too (Arabic reads right to left). A language other than English
   * renders once its catalog is loaded: `await loadCatalog(locale)` before the first render (a server-drawn
   * page must, so that it hydrates in the language it was drawn in), else the providers suspend until it is.
   * @default 'en'
   */
  locale?: Locale;
  /**
   * Other words for the ui components' own texts (close buttons, the password toggle, spinners, the toasts'
   * region) than the language's, e.g. `{ close: 'Dismiss' }`. @default undefined (the language's words)
   */
  uiStrings?: Partial<UiStrings>;
  /**
   * How the app leaves the page (a full load after sign-in, a reload after Google sign-in or from the
   * error screen). @default window.location
   */
  navigation?: FullPageNavigation;
  /** `false` keeps every toast until it is closed (Storybook, screenshots). @default true */
  autoDismissToasts?: boolean;
  /**
   * The Google button's popup sign-in: `firebasePopupSignIn` from `@channel-countdown/features/google-sign-in`
   * (needs the optional peer `firebase`), or your own. @default none: the button says Google sign-in is not set up
   */
  googleSignIn?: GooglePopupSignIn;
  /**
   * The app path this page was loaded at (a full app passes `window.location.pathname`): the reads of its
   * screen start as soon as the user is known to be signed in, before the screen's code has loaded, so the
   * screen first renders with its data. @default none: each screen asks when it mounts
   */
  initialPathname?: string;
  /**
   * Answers the page already holds, by the address of the read (`{ '/api/user': null }`, with its query if it
   * has one): in the cache under the key the screens read it by (contract's readQueryKey) before the first render. A page the server rendered passes the answers it rendered with, so hydration draws the same.
   * @default none
   */
  initialReads?: Readonly<Record<string, unknown>>;
  /**
   * What a server-rendered page was drawn for (the instant, and the phone layout or not): its hydration draws
   * the same, then the real time and window. @default none
   */
  serverRender?: ServerRender;
}

/**
 * Everything a screen of this package needs above it: pass your router's adapter as `router` (with
 * react-router, mount it inside your <BrowserRouter> or MemoryRouter) and render any screen below it.
 */
export function AppProviders({
  children,
  router = historyRouter,
  documentTitle = defaultDocumentTitle,
  apiBaseUrl = '',
  queryClient,
  forcedTheme,
  defaultTheme,
  applyToDocument = false,
  locale = DEFAULT_LOCALE,
  uiStrings,
  navigation = browserNavigation,
  autoDismissToasts = true,
  signInPath,
  onUnauthorized,
  googleSignIn,
  initialPathname,
  initialReads = {},
  serverRender,
}: AppProvidersProps) {
  const [apiClient] = useState(() => createApiClient(apiBaseUrl));
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient(apiClient);
    for (const [address, answer] of Object.entries(initialReads))
      created.setQueryData(readQueryKey(address), answer);
    return created;
  });
  const navigate = router.useNavigate();
  // A page that came with the account's settings (drawn by a server) is drawn, and hydrated, in their theme.
  const savedTheme = (initialReads[paths.settings] as Settings | undefined)?.appearance.theme;
  return (
    <HostRouterProvider value={router}>
      <DocumentTitleProvider value={documentTitle}>
        <ThemeProvider
          forcedTheme={forcedTheme}
          defaultTheme={savedTheme ?? defaultTheme}
          savedTheme={savedTheme}
          applyToDocument={applyToDocument}
        >
          <LocaleProvider locale={locale} applyToDocument={applyToDocument} uiStrings={uiStrings}>
            <RouterProvider navigate={(to) => navigate(to)} useHref={useHostHref}>
              <ApiClientProvider client={apiClient}>
                <QueryClientProvider client={client}>
                  <ToastProvider autoDismiss={autoDismissToasts}>
                    <FullPageNavigationProvider navigation={navigation}>
                      <SignInProvider signInPath={signInPath} onUnauthorized={onUnauthorized}>
                        <FailureFeedback />
                        <AuthProvider>
                          <PageReadsProvider pathname={initialPathname}>
                            <ServerRenderProvider value={serverRender}>
                              <UnsavedChangesProvider>
                                {googleSignIn ? (
                                  <GooglePopupProvider signIn={googleSignIn}>{children}</GooglePopupProvider>
                                ) : (
                                  children
                                )}
                              </UnsavedChangesProvider>
                            </ServerRenderProvider>
                          </PageReadsProvider>
                        </AuthProvider>
                      </SignInProvider>
                    </FullPageNavigationProvider>
                  </ToastProvider>
                </QueryClientProvider>
              </ApiClientProvider>
            </RouterProvider>
          </LocaleProvider>
        </ThemeProvider>
      </DocumentTitleProvider>
    </HostRouterProvider>
  );
}
