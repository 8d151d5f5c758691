'use client';

import { useCallback } from 'react';
import { Link, Outlet, useHref, useLocation, useNavigate, useParams } from 'react-router';
import type { HostLinkProps, HostNavigate, HostRouter } from '../shared';

function ReactRouterLink({ href, ...props }: HostLinkProps) {
  return <Link {...props} to={href} />;
}

function useReactRouterNavigate(): HostNavigate {
  const navigate = useNavigate();
  // Stable while react-router's is: effects that navigate depend on it.
  return useCallback((to, options) => void navigate(to, options), [navigate]);
}

/**
 * react-router (7 or later) as the screens' router: pass it to AppProviders (`router={reactRouter}`) inside
 * your <BrowserRouter>, <StaticRouter> or <MemoryRouter>. AppLayout renders the child route in its <Outlet />.
 */
export const reactRouter: HostRouter = {
  useLocation,
  useNavigate: useReactRouterNavigate,
  useParams: () => useParams<Record<string, string | undefined>>(),
  useHref,
  Link: ReactRouterLink,
  Outlet,
};
