import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import {
  chooseLocale,
  matchPage,
  paths,
  preferredLocale,
  type LanguageSetting,
  type Locale,
  type Settings,
} from '@channel-countdown/contract';
import { isApiPath } from './apiPath.js';
import { preloadLinkHeader, preloadsFor } from './pagePreloads.js';
import {
  catalogFiles,
  fillIndexHtml,
  looksMobile,
  readsToRender,
  withLanguage,
  withModulePreload,
  type PageRead,
  type PageRenderer,
} from './pageRenderer.js';
import { pageReadOf } from './pageRead.js';
import { SESSION_COOKIE } from './session.js';
import type { Logger } from '../logger.js';
import { secondsSince, type Metrics } from '../observability/metrics.js';

/** Vite puts a content hash in every file name under /assets/: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: the browser may keep them but must revalidate before use. */
export const REVALIDATE = 'no-cache';
/** A page drawn for its reader (it holds their data): never kept by a shared cache, revalidated by theirs. */
export const PERSONAL_REVALIDATE = 'private, no-cache';

const isAssetPath = (p: string) => p.startsWith('/assets/');

/**
 * A path that asks for a file rather than a page: its last segment has a file extension (/foo.png,
 * /favicon.ico, /channel/UC.x) or a segment is hidden (/.well-known/…). Unless the table of pages has it
 * (/blogs/1.5 is an article), a missing one answers 404, not the app: a crawler or a stale link learns the
 * file is not there instead of receiving HTML under a 200.
 */
export function isFileRequest(urlPath: string): boolean {
  if (matchPage(urlPath)) return false;
  const segments = urlPath.split('/');
  return (
    segments.some((segment) => segment.startsWith('.')) || /\.[A-Za-z0-9]{1,8}$/.test(segments.at(-1) ?? '')
  );
}

/** The Cache-Control of a built file, by where it lives. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE;
}

/**
 * Serves the host's built files and, for any other GET that is not under /api, its index.html (the SPA
 * fallback: the client router draws /dashboard, /timers, … and its not-found screen for any other path
 * that asks for no file). /api paths pass through untouched, so an unknown API path stays a JSON 404;
 * a missing file under /assets/, or any missing file that is no page (/foo.png, isFileRequest), is a 404. Dotfiles (dist/.vite/manifest.json) are never served.
 * With a `renderer`, the pages it can draw come with their HTML in index.html (see readsToRender); if it
 * fails, the page is sent unrendered, as without one, and the failure is logged.
 */
export interface SpaOptions {
  /** The host's server renderer: the pages it can draw are sent drawn. */
  renderer?: PageRenderer;
  /** Where a failed render is logged. */
  logger?: Logger;
  /** How long each page took to draw, by page and outcome. */
  metrics?: Metrics;
}

/** The app's language the browser prefers most (its Accept-Language, by quality), if it names one. */
const browserLocale = (ctx: Context): Locale | undefined => preferredLocale(ctx.acceptsLanguages());

/**
 * The language of the page: the reader's Language setting (in the drawn page's reads, else read for it), else
 * the browser's. A session that no longer answers leaves it to the browser.
 */
async function pageLocale(
  ctx: Context,
  read: PageRead,
  hasSessionCookie: boolean,
  reads: Record<string, unknown> | undefined,
): Promise<Locale> {
  let saved: LanguageSetting | undefined;
  if (hasSessionCookie) {
    const settings =
      (reads?.[paths.settings] as Settings | undefined) ??
      (await read(paths.settings).then(
        (answer) => (answer.status === 200 ? (answer.body as Settings) : undefined),
        () => undefined,
      ));
    saved = settings?.appearance.language;
  }
  return chooseLocale(saved, browserLocale(ctx));
}

/**
 * The scripts the host's index.html carries in itself (`<script>…</script>`, written in by its build), read at
 * start for the pages' policy to allow (securityHeaders.ts); none without a build. The page drawn into that
 * file adds only data (`<script type="application/json">`), which runs nothing.
 */
export function pageInlineScripts(root: string): string[] {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => script!,
  );
}

/** The visitors' drawn pages kept at once (each address, language and layout is one: about 26 KB). */
const VISITOR_PAGES_MAX = 100;

export function serveSpa(root: string, { renderer, logger, metrics }: SpaOptions = {}): Middleware {
  const index = path.join(root, 'index.html');
  /**
   * The pages drawn for visitors (no session cookie): the same for every visitor of an address, language and
   * layout, so drawn once and sent to the next ones (bench:pages: a render costs milliseconds of CPU, sending
   * the kept page a fraction of one). Keyed by what the page is drawn from, with the index.html it was drawn
   * into, so a new build is drawn again; the oldest goes first past VISITOR_PAGES_MAX (addresses carry a
   * visitor's `?returnTo=`). A failed render is not kept.
   */
  const visitorPages = new Map<string, { html: string; page: string }>();
  // The built file of each language's catalog, read once from the build's manifest.
  let catalogs: Promise<Map<string, string>> | undefined;
  const catalogFile = async (locale: Locale) => {
    catalogs ??= readFile(path.join(root, '.vite', 'manifest.json'), 'utf8').then(catalogFiles, () =>
      catalogFiles(undefined),
    );
    return (await catalogs).get(locale);
  };
  /** The answers to draw the page with, or undefined for a page the browser draws (or whose reads failed). */
  const readsFor = async (ctx: Context, read: PageRead, hasSessionCookie: boolean) => {
    try {
      return await readsToRender(ctx.path, hasSessionCookie, read);
    } catch (error) {
      logger?.error({ err: error, path: ctx.path }, 'server render failed: the page is sent unrendered');
      return undefined;
    }
  };
  /** index.html with the page drawn in it, or undefined if the renderer failed. */
  const drawn = async (ctx: Context, html: string, reads: Record<string, unknown>, locale: Locale) => {
    const started = performance.now();
    const page = () => matchPage(ctx.path)?.name ?? 'other';
    try {
      const layout = { mobile: looksMobile(ctx.headers as Parameters<typeof looksMobile>[0]), locale };
      const filled = fillIndexHtml(html, await renderer!.render(ctx.url, reads, layout));
      metrics?.pageRender(page(), 'drawn', secondsSince(started));
      return filled;
    } catch (error) {
      metrics?.pageRender(page(), 'failed', secondsSince(started));
      logger?.error({ err: error, path: ctx.path }, 'server render failed: the page is sent unrendered');
      return undefined;
    }
  };
  /** A visitor's page: the kept one for its address, language and layout, else drawn and kept. */
  const drawnForVisitor = async (
    ctx: Context,
    html: string,
    reads: Record<string, unknown>,
    locale: Locale,
  ) => {
    const mobile = looksMobile(ctx.headers as Parameters<typeof looksMobile>[0]);
    const key = `${locale} ${mobile ? 'phone' : 'wide'} ${ctx.url}`;
    const kept = visitorPages.get(key);
    if (kept?.html === html) {
      metrics?.pageRender(matchPage(ctx.path)?.name ?? 'other', 'kept', 0);
      return kept.page;
    }
    const page = await drawn(ctx, html, reads, locale);
    if (page === undefined) return undefined;
    visitorPages.delete(key);
    visitorPages.set(key, { html, page });
    if (visitorPages.size > VISITOR_PAGES_MAX) visitorPages.delete(visitorPages.keys().next().value!);
    return page;
  };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path !== '/') {
      const cacheControl = cacheControlFor(ctx.path);
      const setHeaders = (res: ServerResponse) => res.setHeader('Cache-Control', cacheControl);
      try {
        if (await send(ctx, ctx.path, { root, setHeaders })) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
      // A missing hashed asset (a stale chunk URL after a deploy) stays a 404, so the browser reports a failed
      // import instead of parsing HTML as JavaScript; so does any other missing file that is no page.
      if (isAssetPath(ctx.path) || isFileRequest(ctx.path)) return next();
    }
    // Every other path gets the app (a page of the table, or its not-found screen for /no/such/page); the page
    // names the reads it will make as it opens.
    if (!existsSync(index)) return next();
    const hasSessionCookie = Boolean(ctx.cookies.get(SESSION_COOKIE));
    // Whether the page is rendered, what it preloads and its language depend on the session cookie; its
    // language also on the browser's.
    ctx.vary('Cookie');
    ctx.vary('Accept-Language');
    const read = pageReadOf(ctx);
    const reads = renderer && (await readsFor(ctx, read, hasSessionCookie));
    const locale = await pageLocale(ctx, read, hasSessionCookie, reads);
    const html = withModulePreload(
      withLanguage(await readFile(index, 'utf8'), locale),
      await catalogFile(locale),
    );
    const rendered = reads && (await (hasSessionCookie ? drawn : drawnForVisitor)(ctx, html, reads, locale));
    // A page whose reads the server asked is drawn with their answers, or they were refused: the browser's
    // would be refused too. One whose drawing failed after its reads were answered gets them announced.
    const asked = hasSessionCookie && Boolean(renderer) && matchPage(ctx.path)?.page.drawn === 'signed-in';
    const announced = preloadsFor(ctx.path, hasSessionCookie, Boolean(rendered) || (asked && !reads));
    ctx.set('Link', preloadLinkHeader(announced));
    ctx.type = 'html';
    if (rendered) {
      ctx.set('Cache-Control', PERSONAL_REVALIDATE);
      // As bytes: a string body is encoded twice, once to count its length and once to send it.
      ctx.body = Buffer.from(rendered);
      return;
    }
    // The app's page, in the reader's language: theirs alone when it follows their saved setting.
    ctx.set('Cache-Control', hasSessionCookie ? PERSONAL_REVALIDATE : REVALIDATE);
    ctx.body = html;
  };
}
