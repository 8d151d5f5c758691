'use client';

import { useCallback, useMemo, type ComponentType } from 'react';
import type { HostLinkProps, HostLocation, HostNavigate, HostRouter } from './hostRouter';

/** The parts of Next.js' App Router (`next/navigation`, `next/link`) the screens use. */
export interface NextNavigationParts {
  useRouter: () => { push(href: string): void; replace(href: string): void };
  usePathname: () => string;
  useSearchParams: () => { toString(): string };
  useParams: () => Readonly<Record<string, string | string[] | undefined>> | null;
  Link: ComponentType<HostLinkProps>;
}

/**
 * Next.js' App Router as the screens' router. Call it in a client module with Next's own parts, so this
 * package needs no Next.js:
 *
 * ```tsx
 * 'use client';
 * import Link from 'next/link';
 * import { useParams, usePathname, useRouter, useSearchParams } from 'next/navigation';
 * const router = nextRouter({ Link, useParams, usePathname, useRouter, useSearchParams });
 * ```
 *
 * Next does not tell its components the fragment (#…): the location's `hash` is ''.
 */
export function nextRouter(next: NextNavigationParts): HostRouter {
  return {
    useLocation(): HostLocation {
      const pathname = next.usePathname();
      const query = next.useSearchParams().toString();
      return useMemo(() => ({ pathname, search: query ? `?${query}` : '', hash: '' }), [pathname, query]);
    },
    useNavigate(): HostNavigate {
      const router = next.useRouter();
      return useCallback(
        (to, options) => (options?.replace ? router.replace(to) : router.push(to)),
        [router],
      );
    },
    useParams: () => next.useParams() ?? {},
    Link: next.Link,
  };
}
