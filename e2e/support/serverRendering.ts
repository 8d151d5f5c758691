import type { Page } from '@playwright/test';

/**
 * Lines the browser writes that are no error of the page: an answer with an error status (a visitor's session
 * check is a 401), and the page's policy refusing the fake YouTube's thumbnails, served over plain HTTP here.
 */
const BROWSER_NOTICES = ['Failed to load resource', 'Loading the image'];

/** Every error `page` reports from now on: a hydration mismatch is one (React's production #418 or #425). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !BROWSER_NOTICES.some((notice) => text.startsWith(notice)))
      errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Before any script of the page runs, remembers the elements `selector` matches in the server's HTML. */
export async function rememberServerElements(page: Page, selector: string): Promise<void> {
  await page.addInitScript((matching) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { serverElements: [...document.querySelectorAll(matching)] });
    });
  }, selector);
}

/**
 * Whether the elements rememberServerElements found are still the ones `selector` matches: the app hydrated
 * them. An element the app drew again is a new one (a mismatch, or an update that reached it before its code).
 */
export function serverElementsKept(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((matching) => {
    const before = (window as unknown as { serverElements?: Element[] }).serverElements ?? [];
    const now = [...document.querySelectorAll(matching)];
    return (
      before.length > 0 && before.length === now.length && before.every((element, i) => element === now[i])
    );
  }, selector);
}
