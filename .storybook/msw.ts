import { isCommonAssetRequest } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';

/**
 * Where the mock service worker script is. In Storybook (dev or a static build) it sits next to the preview
 * page, iframe.html, so a build published under a sub-path (https://host/team/storybook/) finds it there and
 * the worker's scope covers the page; msw's default, /mockServiceWorker.js, only works at the site's root.
 * Vitest's test page is not iframe.html and serves the static directory at the root.
 */
export function mockWorkerUrl(location: Pick<Location, 'pathname' | 'href'>): string {
  return /\/iframe\.html$/.test(location.pathname)
    ? new URL('mockServiceWorker.js', location.href).pathname
    : '/mockServiceWorker.js';
}

/** Storybook's own files and Vite's are not API calls: no "unhandled request" warning for them. */
const isStorybookRequest = (url: string) =>
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(
    url,
  );

/** msw-storybook-addon's setup, with the worker script found by mockWorkerUrl. */
export async function startMockWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: mockWorkerUrl(window.location) },
    onUnhandledFrame({ frame, defaults }) {
      if (frame instanceof HttpNetworkFrame) {
        const { request } = frame.data;
        if (isCommonAssetRequest(request) || isStorybookRequest(request.url)) return;
      }
      defaults.warn();
    },
  });
  return worker;
}
