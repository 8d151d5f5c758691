import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { pages, type PageEntry, type PageName } from '@channel-countdown/contract';
import { AdminRoute, FullPageSpinner, ProtectedRoute, ScreenInteractive } from '@channel-countdown/features';

/** A screen in its own chunk, with a way to fetch that chunk before the screen renders. */
type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

// Each page is its own chunk; the host only says which path shows which screen behind which guard.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page =>
  Object.assign(
    lazy<ComponentType>(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );

const AuthScreen = page(() => import('@channel-countdown/features/auth'), 'AuthScreen');
const SignInRedirect = page(() => import('@channel-countdown/features/auth'), 'SignInRedirect');
const SignUpRedirect = page(() => import('@channel-countdown/features/auth'), 'SignUpRedirect');
const AppLayout = page(() => import('@channel-countdown/features/navigation'), 'AppLayout');
const DashboardScreen = page(() => import('@channel-countdown/features/dashboard'), 'DashboardScreen');
const TimersScreen = page(() => import('@channel-countdown/features/timers'), 'TimersScreen');
const ChannelPageScreen = page(() => import('@channel-countdown/features/channel-page'), 'ChannelPageScreen');
const CompareScreen = page(() => import('@channel-countdown/features/compare'), 'CompareScreen');
const AnalyticsScreen = page(() => import('@channel-countdown/features/analytics'), 'AnalyticsScreen');
const BlogsScreen = page(() => import('@channel-countdown/features/blogs'), 'BlogsScreen');
const BlogArticleScreen = page(() => import('@channel-countdown/features/blogs'), 'BlogArticleScreen');
const SettingsScreen = page(() => import('@channel-countdown/features/settings'), 'SettingsScreen');
const AdminScreen = page(() => import('@channel-countdown/features/admin'), 'AdminScreen');
const NotFoundScreen = page(() => import('@channel-countdown/features/errors'), 'NotFoundScreen');

interface RouteHandle {
  preload: () => Promise<unknown>;
}

/** A route showing `Page` (behind `guard`, if any) while its chunk loads under a full-page spinner. */
const screen = (
  Page: Page,
  route: Pick<RouteObject, 'path' | 'children'> = {},
  guard: (element: ReactNode) => ReactNode = (element) => element,
): RouteObject => {
  const element = guard(
    <Suspense fallback={<FullPageSpinner />}>
      <Page />
      {route.children ? null : <ScreenInteractive />}
    </Suspense>,
  );
  const handle: RouteHandle = { preload: Page.preload };
  return { path: route.path, children: route.children, element, handle };
};

/** The screen of each page of the contract's table; the table gives its path and who may see it. */
const SCREENS: Record<PageName, Page> = {
  home: DashboardScreen,
  dashboard: DashboardScreen,
  timers: TimersScreen,
  channel: ChannelPageScreen,
  compare: CompareScreen,
  analytics: AnalyticsScreen,
  blogs: BlogsScreen,
  blogArticle: BlogArticleScreen,
  settings: SettingsScreen,
  admin: AdminScreen,
  auth: AuthScreen,
  signin: SignInRedirect,
  signup: SignUpRedirect,
};

const GUARDS: Record<PageEntry['access'], ((element: ReactNode) => ReactNode) | undefined> = {
  public: undefined,
  'signed-in': undefined,
  admin: (element) => <AdminRoute>{element}</AdminRoute>,
};

const pageRoutes = (inLayout: boolean): RouteObject[] =>
  (Object.entries(pages) as [PageName, PageEntry][])
    .filter(([, entry]) => (entry.access !== 'public') === inLayout)
    .map(([name, entry]) => screen(SCREENS[name], { path: entry.path }, GUARDS[entry.access]));

const routes: RouteObject[] = [
  ...pageRoutes(false),
  screen(AppLayout, { children: pageRoutes(true) }, (element) => <ProtectedRoute>{element}</ProtectedRoute>),
  screen(NotFoundScreen, { path: '*' }),
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts fetching the chunks of every screen shown at `pathname` (the layout and the page) at once, beside the
 * session check. Otherwise each waits for the one before it: the session, then the layout's chunk, then the
 * page's (bench:vitals: on a slow 4G line each link of that chain costs a round trip and a download).
 * Settles once they are all in, or rejects with the first that failed.
 */
export function preloadScreens(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      (route.handle as RouteHandle | undefined)?.preload(),
    ),
  );
}
