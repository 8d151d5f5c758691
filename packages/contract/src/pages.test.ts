/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { channelPagePath, isPage, matchPage, notificationLink, pageHref, pages } from './pages.js';

describe('pageHref', () => {
  it("fills a page's template with its params, encoded", () => {
    expect(pageHref('home')).toBe('/');
    expect(pageHref('timers')).toBe('/timers');
    expect(pageHref('channel', { id: 7 })).toBe('/channels/7');
    expect(pageHref('blogArticle', { id: 'a b/c' })).toBe('/blogs/a%20b%2Fc');
  });

  it("links a reminder to its channel's page, or to the dashboard without one; an account notice to the settings", () => {
    expect(notificationLink(12)).toBe('/channels/12');
    expect(notificationLink(null)).toBe('/dashboard');
    expect(notificationLink(null, 'account')).toBe('/settings');
    expect(channelPagePath(3)).toBe('/channels/3');
  });
});

describe('matchPage', () => {
  it('finds the page of a path and its params', () => {
    expect(matchPage('/')?.name).toBe('home');
    expect(matchPage('/dashboard')?.name).toBe('dashboard');
    expect(matchPage('/channels/12')).toMatchObject({ name: 'channel', params: { id: '12' } });
    expect(matchPage('/blogs/seo-basics')).toMatchObject({
      name: 'blogArticle',
      params: { id: 'seo-basics' },
    });
    expect(matchPage('/auth')?.name).toBe('auth');
  });

  it('finds no page for a path outside the table or a param its pattern refuses', () => {
    for (const pathname of [
      '/no/such/page',
      '/channels/abc',
      '/dashboard/x',
      '/timers/',
      '/blogs/%E0%A4%A',
    ]) {
      expect(matchPage(pathname), pathname).toBeUndefined();
    }
  });

  it('round-trips every page through its href', () => {
    for (const name of Object.keys(pages) as (keyof typeof pages)[]) {
      const href = name === 'channel' || name === 'blogArticle' ? pageHref(name, { id: 5 }) : pageHref(name);
      expect(isPage(href, name), href).toBe(true);
    }
  });
});

// No page path is spelled outside the table: a quoted literal starting with a page's first segment
// ('/timers', `/channels/${id}`, "/auth?…"), or the home page as a link or navigation target.
const SEGMENTS = [
  ...new Set(
    Object.values(pages)
      .map((page) => page.path.split('/')[1])
      .filter((segment): segment is string => Boolean(segment) && !segment!.startsWith(':')),
  ),
];
const PAGE_LITERAL = new RegExp(`['"\`]/(?:${SEGMENTS.join('|')})(?=[/'"\`?#$])`);
const HOME_LITERAL =
  /(?:\b(?:href|to)\s*[=:]\s*\{?\s*|\b(?:navigate|goToSignIn|onUnauthorized)\(\s*)['"`]\/['"`]/;

/** The code lines (not comments) of `source` that spell a page path. */
function pagePathLiterals(source: string): string[] {
  return source.split('\n').filter((line) => {
    const code = line.trim();
    if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return false;
    return PAGE_LITERAL.test(code) || HOME_LITERAL.test(code);
  });
}

const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TABLE = path.join(PACKAGES, 'contract/src/pages.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the table of pages', () => {
  it('spots a page path spelled in code', () => {
    const planted = [
      "const a = '/timers';",
      'const b = `/channels/${id}`;',
      'return query ? `/auth?${query}` : x;',
      '<LinkButton href="/">Home</LinkButton>',
      "void navigate('/', { replace: true });",
      "<Link to='/settings'>",
    ];
    expect(pagePathLiterals(planted.join('\n'))).toEqual(planted);
    const fine = [
      "const url = '/api/channels';",
      " * A comment may name '/timers'.",
      "path.split('/')",
      'fetch(`${base}/channels?part=id`)',
      "'/channelsx'",
    ];
    expect(pagePathLiterals(fine.join('\n'))).toEqual([]);
  });

  it('is the only place a page path is spelled in packages/*/src', () => {
    const packages = readdirSync(PACKAGES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const found = packages.flatMap((entry) => {
      const src = path.join(PACKAGES, entry.name, 'src');
      try {
        readdirSync(src);
      } catch {
        return [];
      }
      return sourceFiles(src)
        .filter((file) => file !== TABLE)
        .flatMap((file) =>
          pagePathLiterals(readFileSync(file, 'utf8')).map(
            (line) => `${path.relative(PACKAGES, file)}: ${line.trim()}`,
          ),
        );
    });
    expect(found).toEqual([]);
  });
});
