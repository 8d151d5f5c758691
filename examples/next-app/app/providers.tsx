'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useParams, usePathname, useRouter, useSearchParams } from 'next/navigation';
import { AppProviders, nextRouter } from '@channel-countdown/features';

// The screens' links, redirects and address-bound choices go through Next's router.
const router = nextRouter({ Link, useParams, usePathname, useRouter, useSearchParams });

/** What every Channel Countdown screen needs above it; the page titles stay this app's (its metadata). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProviders router={router} documentTitle={false} signInPath="/auth">
      {children}
    </AppProviders>
  );
}
