import { expect, test, type Page } from '@playwright/test';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 22: a page of the app names its screens' chunks and the API reads it makes as it opens (a `Link`
 * header, the server's http/pagePreloads.ts), so they start beside the entry script. Each announced read must
 * be used by the app and each file fetched once: a read the page no longer makes, or a fetch or an import the
 * preload does not match, would cost a request.
 */

/** The addresses a Link header preloads. */
const preloadsOf = (link: string | undefined) =>
  (link ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => entry.slice(1, entry.indexOf('>')));

async function openPage(page: Page, url: string) {
  const requests: string[] = [];
  const preloadWarnings: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const { pathname, search } = new URL(request.url());
    requests.push(pathname + search);
  };
  const onConsole = (message: { text(): string }) => {
    if (message.text().includes('preload')) preloadWarnings.push(message.text());
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Chrome reports a preload nothing used "within a few seconds from the window's load event".
  await page.waitForTimeout(4_000);
  page.off('request', onRequest);
  page.off('console', onConsole);
  return { announced: preloadsOf(response?.headers()['link']), requests, preloadWarnings };
}

const isChunk = (address: string) => address.startsWith('/assets/');
const timesRequested = (requests: string[], address: string) =>
  requests.filter((request) => request === address).length;

test('each page preloads its chunks and reads, and each is fetched once', async ({ page }) => {
  const signedOut = await openPage(page, '/auth');
  expect(signedOut.announced).toContain('/api/user');
  expect(signedOut.announced.filter(isChunk).length).toBeGreaterThan(0);
  // Not the session check: the sign-in screen asks again who is signed in once it shows (AuthScreen).
  for (const chunk of signedOut.announced.filter(isChunk))
    expect(timesRequested(signedOut.requests, chunk), `/auth loads ${chunk}`).toBe(1);
  expect(signedOut.preloadWarnings).toEqual([]);

  await signUpFreshUser(page, 'e2e_preload');
  for (const url of ['/', '/dashboard', '/timers', '/settings']) {
    const { announced, requests, preloadWarnings } = await openPage(page, url);
    expect(announced, url).toContain('/api/user');
    expect(announced.filter(isChunk).length, url).toBeGreaterThan(0);
    for (const address of announced)
      expect(timesRequested(requests, address), `${url} loads ${address}`).toBe(1);
    expect(preloadWarnings, url).toEqual([]);
  }
});
