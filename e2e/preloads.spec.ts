import { expect, test, type Page } from '@playwright/test';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 22: a page of the app names the API reads it makes as it opens (`Link: rel=preload`, the server's
 * http/pagePreloads.ts), so they start beside the scripts. Each announced read must be used by the app and
 * fetched once: a read the page no longer makes, or a fetch the preload does not match, would cost a request.
 */

/** The paths a Link header preloads. */
const preloadsOf = (link: string | undefined) =>
  (link ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => entry.slice(1, entry.indexOf('>')));

async function openPage(page: Page, url: string) {
  const apiRequests: string[] = [];
  const preloadWarnings: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(pathname + search);
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
  return { announced: preloadsOf(response?.headers()['link']), apiRequests, preloadWarnings };
}

test('each page preloads the reads it makes, and each is fetched once', async ({ page }) => {
  const signedOut = await openPage(page, '/auth');
  expect(signedOut.announced).toEqual(['/api/user']);
  expect(signedOut.preloadWarnings).toEqual([]);

  await signUpFreshUser(page, 'e2e_preload');
  // The dashboard, settings and the timers come drawn by the server with the answers of their reads: they
  // announce the session check only, which the app makes again, and ask for none of the others but the bell's,
  // which polls.
  const drawnWith: Record<string, string[]> = {
    '/': ['/api/channels', '/api/dashboard/stats', '/api/settings'],
    '/dashboard': ['/api/channels', '/api/dashboard/stats', '/api/settings'],
    '/settings': ['/api/settings'],
    '/timers': ['/api/channels', '/api/timers/active', '/api/settings'],
  };
  for (const [url, reads] of Object.entries(drawnWith)) {
    const { announced, apiRequests, preloadWarnings } = await openPage(page, url);
    expect(announced, url).toEqual(['/api/user']);
    expect(
      apiRequests.filter((request) => request === '/api/user'),
      url,
    ).toHaveLength(1);
    for (const read of reads) expect(apiRequests, `${url} came with ${read}`).not.toContain(read);
    expect(preloadWarnings, url).toEqual([]);
  }
  // Compare is drawn by the browser: it announces its reads, and makes each once.
  for (const url of ['/compare']) {
    const { announced, apiRequests, preloadWarnings } = await openPage(page, url);
    expect(announced, url).toContain('/api/user');
    expect(announced.length, url).toBeGreaterThan(1);
    for (const read of announced)
      expect(
        apiRequests.filter((request) => request === read),
        `${url} reads ${read}`,
      ).toHaveLength(1);
    expect(preloadWarnings, url).toEqual([]);
  }
});
