import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cookies, headers } from 'next/headers';
import { paths } from '@channel-countdown/contract';
import { StyledComponentsRegistry } from './registry';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'Studio' };

// Every page is the signed-in user's: rendered for each request, never prerendered at build time.
export const dynamic = 'force-dynamic';

const api = process.env.CHANNEL_COUNTDOWN_API ?? 'http://127.0.0.1:3000';

/**
 * What the screens read first, asked of the API with the visitor's cookie: who is signed in (null: nobody) and,
 * for a user, their settings (the theme the page is drawn in). The screens then render for that user on the
 * server, and hydrate with the same answers. An API the server cannot reach leaves the reads to the browser.
 */
async function firstReads(): Promise<Record<string, unknown>> {
  const cookie = (await cookies()).toString();
  if (!cookie) return { [paths.user]: null };
  const read = async (path: string) => {
    const answer = await fetch(`${api}${path}`, { headers: { cookie }, cache: 'no-store' });
    return answer.ok ? ((await answer.json()) as unknown) : null;
  };
  try {
    const user = await read(paths.user);
    if (!user) return { [paths.user]: null };
    const settings = await read(paths.settings);
    return settings ? { [paths.user]: user, [paths.settings]: settings } : { [paths.user]: user };
  } catch {
    return {};
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const reads = await firstReads();
  // The instant the page is drawn at and (a guess from the request) the phone layout: the hydration draws
  // the same, then the real time and window.
  const serverRender = {
    renderedAt: Date.now(),
    mobile: /Mobi/.test((await headers()).get('user-agent') ?? ''),
  };
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <Providers initialReads={reads} serverRender={serverRender}>
            {children}
          </Providers>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
