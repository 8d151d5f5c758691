'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useParams, usePathname, useRouter, useSearchParams } from 'next/navigation';
import { AppProviders, ScreenInteractive, nextRouter, type ServerRender } from '@channel-countdown/features';

// The screens' links, redirects and address-bound choices go through Next's router.
const router = nextRouter({ Link, useParams, usePathname, useRouter, useSearchParams });

export interface ProvidersProps {
  children: ReactNode;
  /** The API's answers the server drew the page with (layout.tsx). */
  initialReads: Record<string, unknown>;
  /** When, and in which layout, the server drew it. */
  serverRender: ServerRender;
}

/** What every Channel Countdown screen needs above it; the page titles stay this app's (its metadata). */
export function Providers({ children, initialReads, serverRender }: ProvidersProps) {
  return (
    <AppProviders
      router={router}
      documentTitle={false}
      signInPath="/auth"
      initialReads={initialReads}
      serverRender={serverRender}
    >
      {children}
      {/* What a person typed into a drawn page's fields before it hydrated goes to the screen's forms. */}
      <ScreenInteractive />
    </AppProviders>
  );
}
