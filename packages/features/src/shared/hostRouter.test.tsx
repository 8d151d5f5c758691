import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { HostLink, Redirect, useDocumentTitle, useHostLocation, useHostSearchParams, usePageId } from '.';
import { nextRouter, type NextNavigationParts } from './nextRouter';
import type { HostLinkProps } from './hostRouter';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function signedIn() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === paths.user
        ? Response.json({ id: 1, username: 'creator', role: 'user' })
        : Response.json({}),
    ),
  );
}

function Where() {
  const { pathname, search } = useHostLocation();
  const [params, setParams] = useHostSearchParams();
  return (
    <>
      <p>
        At {pathname}
        {search}, page {usePageId({}) ?? 'none'}, group {params.get('group') ?? 'none'}
      </p>
      <HostLink href="/channels/7">Channel 7</HostLink>
      <button
        type="button"
        onClick={() =>
          setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), group: '3' }))
        }
      >
        Group 3
      </button>
    </>
  );
}

describe('a host without a router', () => {
  it('moves through the browser history: links, the location, the page id and the query', async () => {
    signedIn();
    window.history.replaceState(null, '', '/timers');
    render(
      <AppProviders>
        <Where />
      </AppProviders>,
    );
    expect(await screen.findByText('At /timers, page none, group none')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Channel 7' });
    expect(link.getAttribute('href')).toBe('/channels/7');
    fireEvent.click(link);
    expect(await screen.findByText('At /channels/7, page 7, group none')).toBeTruthy();
    expect(window.location.pathname).toBe('/channels/7');
    fireEvent.click(screen.getByRole('button', { name: 'Group 3' }));
    expect(await screen.findByText('At /channels/7?group=3, page 7, group 3')).toBeTruthy();
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByText('At /channels/7, page 7, group none')).toBeTruthy();
  });

  it('leaves a link opened in a new tab to the browser', async () => {
    signedIn();
    render(
      <AppProviders>
        <Where />
      </AppProviders>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Channel 7' }), { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
  });
});

describe("Next.js' App Router through nextRouter", () => {
  function nextParts(pathname: string, query: string) {
    const push = vi.fn();
    const replace = vi.fn();
    const router = { push, replace };
    const parts: NextNavigationParts = {
      useRouter: () => router,
      usePathname: () => pathname,
      useSearchParams: () => new URLSearchParams(query),
      useParams: () => ({ id: '12' }),
      Link: ({ href, ...props }: HostLinkProps) => <a data-next-link="" href={href} {...props} />,
    };
    return { parts, push, replace };
  }

  it("reads Next's location and params, draws Next's links and navigates with its router", async () => {
    signedIn();
    const { parts, push, replace } = nextParts('/blogs/12', 'group=5');
    render(
      <AppProviders router={nextRouter(parts)}>
        <Where />
        <Redirect to="/signin" replace />
      </AppProviders>,
    );
    expect(await screen.findByText('At /blogs/12?group=5, page 12, group 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Channel 7' }).hasAttribute('data-next-link')).toBe(true);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/signin'));
    fireEvent.click(screen.getByRole('button', { name: 'Group 3' }));
    expect(push).toHaveBeenCalledWith('/blogs/12?group=3');
  });
});

describe('the document title', () => {
  function Titled() {
    useDocumentTitle('Settings');
    return <p>Titled</p>;
  }

  it('is the screen and the product by default, the host’s format when given, untouched when turned off', async () => {
    signedIn();
    document.title = 'Host page';
    const { unmount } = render(
      <AppProviders documentTitle={false}>
        <Titled />
      </AppProviders>,
    );
    await screen.findByText('Titled');
    expect(document.title).toBe('Host page');
    unmount();

    const second = render(
      <AppProviders documentTitle={(name) => `${name ?? 'Home'} | Studio`}>
        <Titled />
      </AppProviders>,
    );
    await screen.findByText('Titled');
    expect(document.title).toBe('Settings | Studio');
    second.unmount();

    render(
      <AppProviders>
        <Titled />
      </AppProviders>,
    );
    await screen.findByText('Titled');
    expect(document.title).toBe('Settings · Channel Countdown');
  });
});

describe('the package source', () => {
  it('imports react-router in its react-router adapter only', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const importers = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /from 'react-router'/.test(readFileSync(path.join(src, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(importers).toEqual(['react-router/reactRouter.tsx']);
  });
});
