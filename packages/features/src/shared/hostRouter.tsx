'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type Ref,
} from 'react';
import { matchPage } from '@channel-countdown/contract';

/** Where the page is: the path, the query (with its '?', or '') and the fragment (with its '#', or ''). */
export interface HostLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface HostNavigateOptions {
  /** Replace the current history entry instead of adding one. @default false */
  replace?: boolean;
}

/** Goes to an app path (with its query and fragment, if any) in the host's router. */
export type HostNavigate = (to: string, options?: HostNavigateOptions) => void;

/** What a screen gives the host's link component: an anchor's props with an app path as `href`. */
export interface HostLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How the screens move around the host app: its router's location, navigation and links. The screens never
 * import a router; the host passes one of these to `AppProviders` (`router`). `reactRouter` from
 * `@channel-countdown/features/react-router` is react-router's; `nextRouter(…)` wraps Next.js' App Router; with
 * none the screens use the browser's history. The hooks are called as hooks (each render, in the same order),
 * so an adapter must not change while the app is mounted.
 */
export interface HostRouter {
  /** The current location; components re-render when it changes. */
  useLocation(): HostLocation;
  /** A function that goes to an app path. */
  useNavigate(): HostNavigate;
  /**
   * The dynamic segments of the current route: `id` for the channel page (`/channel/:id`) and a blog article
   * (`/blogs/:id`). @default read from the location by the contract's page paths
   */
  useParams?(): Readonly<Record<string, string | string[] | undefined>>;
  /** The `href` an anchor gets for an app path (a router with a base path prefixes it). @default the path itself */
  useHref?(to: string): string;
  /** The router's link component: renders an anchor that navigates in the app when pressed. */
  Link: ComponentType<HostLinkProps>;
  /** Where a layout screen (AppLayout) renders its child route when it is given no children. @default nothing */
  Outlet?: ComponentType;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/** Whether a press on a link should be left to the browser (a new tab, a download, another site, …). */
export function isBrowserLinkPress(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (Boolean(anchor.target) && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    ABSOLUTE_URL.test(anchor.getAttribute('href') ?? '')
  );
}

// The browser's history as a router: the location is window.location, a navigation is pushState (or
// replaceState) and tells every reader. On a server there is no window: the location reads as '/' until the
// page hydrates.
const historyListeners = new Set<() => void>();
const SERVER_LOCATION: HostLocation = { pathname: '/', search: '', hash: '' };
let lastLocation: HostLocation = SERVER_LOCATION;

function subscribeToHistory(listener: () => void): () => void {
  historyListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    historyListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function historyLocation(): HostLocation {
  const { pathname, search, hash } = window.location;
  if (pathname !== lastLocation.pathname || search !== lastLocation.search || hash !== lastLocation.hash)
    lastLocation = { pathname, search, hash };
  return lastLocation;
}

function historyNavigate(to: string, options?: HostNavigateOptions): void {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of historyListeners) listener();
}

function HistoryLink({ href, onClick, ...props }: HostLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (isBrowserLinkPress(event)) return;
        event.preventDefault();
        historyNavigate(href);
      }}
    />
  );
}

/** The router of a host without one: the browser's history (pushState), read with `popstate`. */
export const historyRouter: HostRouter = {
  useLocation: () => useSyncExternalStore(subscribeToHistory, historyLocation, () => SERVER_LOCATION),
  useNavigate: () => historyNavigate,
  Link: HistoryLink,
};

const HostRouterContext = createContext<HostRouter | null>(null);

/** Gives the screens below it the host's router. AppProviders renders it with its `router`. */
export const HostRouterProvider = HostRouterContext.Provider;

/** The host's router; outside any provider, the browser's history. */
export function useHostRouter(): HostRouter {
  return useContext(HostRouterContext) ?? historyRouter;
}

/** Whether a host's router is given above (a bare render, e.g. a component's test, has none). */
export function useHasHostRouter(): boolean {
  return useContext(HostRouterContext) !== null;
}

export function useHostLocation(): HostLocation {
  return useHostRouter().useLocation();
}

export function useHostNavigate(): HostNavigate {
  return useHostRouter().useNavigate();
}

/** The route's dynamic segment `name` (the first value of a repeated one), from the host's router. */
export function useHostParam(name: string, fallback: (location: HostLocation) => string | undefined) {
  const router = useHostRouter();
  const location = router.useLocation();
  // An adapter has useParams or not for the app's life: the hook is called on every render or on none.
  const params = router.useParams ? router.useParams() : undefined;
  const value = params?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? fallback(location);
}

/** A screen of one item's page (a channel, a blog article): its id, else the route's `id`. */
export interface PageIdProps {
  /** The item to show. @default the route's `id` segment (the host router's params, else the page's path) */
  id?: string;
}

/** The id a page screen shows: its `id` prop, the host router's `id` param, else the contract's page path's. */
export function usePageId({ id }: PageIdProps): string | undefined {
  const routed = useHostParam('id', (location) => matchPage(location.pathname)?.params.id);
  return id ?? routed;
}

/** An anchor href for an app path through the host's router (another site's address is left alone). */
export function useHostHref(to: string): string {
  const router = useHostRouter();
  // An adapter has useHref or not for the app's life.
  const href = router.useHref ? router.useHref(to) : to;
  return ABSOLUTE_URL.test(to) ? to : href;
}

/** A link to an app path through the host's router. */
export function HostLink(props: HostLinkProps) {
  const { Link } = useHostRouter();
  return <Link {...props} />;
}

/** The page's query as URLSearchParams, and a way to change it that keeps the path and fragment. */
export function useHostSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | string | ((current: URLSearchParams) => URLSearchParams),
    options?: HostNavigateOptions,
  ) => void,
] {
  const { pathname, search, hash } = useHostLocation();
  const navigate = useHostNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: URLSearchParams | string | ((current: URLSearchParams) => URLSearchParams),
      options?: HostNavigateOptions,
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [navigate, pathname, search, hash],
  );
  return [params, setParams];
}

/** Goes to `to` once rendered (in an effect, so a server's render draws nothing and goes nowhere). */
export function Redirect({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useHostNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
