/**
 * Bundle budget (a script, not a test): reads the host's Vite manifest and prints the gzipped JavaScript the
 * browser must load before /auth, the dashboard, a channel's page, /admin, settings and the timers can first render (and whether
 * zod is part of it), plus the largest chunk.
 *
 *   npm run build -w @channel-countdown/host && npx tsx bench/bundle.ts      (or: npm run bench:bundle)
 *
 * "Before a route can render" = the page's own scripts (written into index.html, or classic files it names),
 * the entry chunk, the files index.html preloads and their static imports, then each lazily loaded
 * screen the route needs and their static imports: in English, whose texts come with the code that shows them
 * (another language adds its catalog, a file of its own, which the app imports before its first render and the
 * server's page preloads). Sizes are gzip at zlib's default level, as the server sends them to a client without
 * Brotli (the budget's measure), and beside them the build's Brotli forms, which every current browser receives.
 * Exits 1 over budget.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageInlineScripts } from '../packages/api/src/http/spa.js';
import { kb } from './lib/stats.js';

/** At most this much gzipped JavaScript before the dashboard's first render, in English (issue 48). */
export const DASHBOARD_BUDGET_BYTES = 130 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The routes and the screens (files under packages/features/src) each needs before it renders. */
const ROUTES: Array<{ route: string; screens: string[] }> = [
  { route: '/auth', screens: ['auth/AuthScreen.tsx'] },
  // The dashboard renders inside the signed-in layout (navigation) behind ProtectedRoute.
  { route: '/dashboard', screens: ['navigation/AppLayout.tsx', 'dashboard/DashboardScreen.tsx'] },
  // The channel page (issue 18) is its own lazy chunk with its chart; the budget is the dashboard's only.
  { route: '/channels/:id', screens: ['navigation/AppLayout.tsx', 'channel-page/ChannelPageScreen.tsx'] },
  // The admin dashboard opens on its Overview: the users tab's table loads after it (issue 22).
  { route: '/admin', screens: ['navigation/AppLayout.tsx', 'admin/AdminScreen.tsx'] },
  { route: '/settings', screens: ['navigation/AppLayout.tsx', 'settings/SettingsScreen.tsx'] },
  { route: '/timers', screens: ['navigation/AppLayout.tsx', 'timers/TimersScreen.tsx'] },
];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/host/dist');

/** The chunk's key and every chunk it statically imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The source files bundled into a chunk, as its source map names them (a chunk of no code has no map). */
function sourcesOf(manifest: Manifest, key: string): string[] {
  const file = path.join(dist, `${manifest[key]!.file}.map`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources : [];
}

/**
 * The manifest key of the chunk that holds a screen, found through the chunks' source maps: the build copies
 * small shared modules into the chunks that use them, so a chunk is not always named after its source.
 */
function screenKey(manifest: Manifest, jsKeys: string[], screen: string): string {
  const key = jsKeys.find((k) =>
    sourcesOf(manifest, k).some((source) => source.endsWith(`features/src/${screen}`)),
  );
  if (!key) throw new Error(`no chunk holds features/src/${screen}`);
  return key;
}

function main(): void {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipped.get(file)!;
  };
  // What a browser that accepts Brotli receives: the build's .br form of the file (small files have none).
  const brotliOf = (key: string) => {
    const file = path.join(dist, `${manifest[key]!.file}.br`);
    return existsSync(file) ? statSync(file).size : sizeOf(key);
  };
  const jsKeys = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
  const entry = jsKeys.find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('manifest has no entry chunk');

  // The page's own scripts, which run before the app's: those written into index.html and the classic ones it
  // names from the site's root (the modules it names are the entry and its preloads, counted as chunks).
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pageScripts = [
    ...pageInlineScripts(dist),
    ...[...indexHtml.matchAll(/<script src="\/([^"]+\.js)"[^>]*><\/script>/g)].map(([, file]) =>
      readFileSync(path.join(dist, file!), 'utf8'),
    ),
  ];
  const pageScriptBytes = pageScripts.reduce((sum, code) => sum + gzipSync(code).length, 0);

  // The entry runs the app's start from files of its own, which index.html preloads beside it (main.tsx).
  const keyOfFile = new Map(jsKeys.map((key) => [manifest[key]!.file, key]));
  const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)].map(
    ([, file]) => {
      const key = keyOfFile.get(file!);
      if (!key) throw new Error(`index.html preloads ${file}, which the manifest does not name`);
      return key;
    },
  );
  const entryClosure = staticClosure(manifest, [entry, ...preloaded]);
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  console.log(`host build: ${jsKeys.length} JS chunks, entry ${manifest[entry]!.file}`);
  console.log(`entry + static imports: ${entryClosure.size} chunks, ${kb(total(entryClosure))} gzipped`);
  console.log(
    `the page's own scripts: ${pageScripts.length}, ${kb(pageScriptBytes)} gzipped, in every route's figure`,
  );

  // Each other language's catalog, which a page in that language loads before its first render. English has
  // none: its texts are in the chunks that show them, counted in the routes' figures.
  const catalogKey = (locale: string) => {
    const key = jsKeys.find((k) => manifest[k]!.src?.endsWith(`locales/${locale}.po`));
    if (!key) throw new Error(`no chunk holds the catalog ${locale}.po`);
    return key;
  };
  if (jsKeys.some((k) => manifest[k]!.src?.endsWith('locales/en.po')))
    throw new Error('the build has an English catalog: its texts should be in the code that shows them');
  const entryIn = (key: string) => entryClosure.has(key);
  console.log(
    `catalogs of the other languages (gzipped, beside the entry): ${['es', 'de', 'ja', 'ar', 'pseudo']
      .map((locale) => {
        const key = catalogKey(locale);
        return `${locale} ${kb(total([...staticClosure(manifest, [key])].filter((k) => !entryIn(k))))}`;
      })
      .join(', ')}`,
  );

  let dashboardBytes = 0;
  for (const { route, screens } of ROUTES) {
    const closure = staticClosure(manifest, [
      ...entryClosure,
      ...screens.map((screen) => screenKey(manifest, jsKeys, screen)),
    ]);
    const bytes = pageScriptBytes + total(closure);
    if (route === '/dashboard') dashboardBytes = bytes;
    // zod checks what users type and what the server answers; a screen that only shows data needs none of it.
    const zod = [...closure].some((key) =>
      sourcesOf(manifest, key).some((source) => /node_modules\/zod\//.test(source)),
    );
    const brotli = [...closure].reduce((sum, key) => sum + brotliOf(key), pageScriptBytes);
    console.log(
      `before ${route.padEnd(13)} renders (English): ${String(closure.size).padStart(3)} chunks, ${kb(bytes).padStart(9)} gzipped (${kb(brotli)} Brotli), zod ${zod ? 'yes' : 'no'}`,
    );
  }

  const largest = jsKeys.reduce((a, b) => (sizeOf(a) >= sizeOf(b) ? a : b));
  console.log(
    `largest chunk: ${manifest[largest]!.file} (${manifest[largest]!.src ?? manifest[largest]!.name}), ${kb(sizeOf(largest))} gzipped`,
  );

  const firebaseEager = [
    ...staticClosure(manifest, [
      ...entryClosure,
      ...ROUTES.flatMap((r) => r.screens.map((screen) => screenKey(manifest, jsKeys, screen))),
    ]),
  ].filter((key) => sourcesOf(manifest, key).some((source) => /node_modules\/@?firebase\//.test(source)));
  console.log(
    `firebase before first render: ${firebaseEager.length === 0 ? 'no (lazily loaded)' : firebaseEager.join(', ')}`,
  );

  const within = dashboardBytes <= DASHBOARD_BUDGET_BYTES;
  console.log(
    `budget: ${kb(dashboardBytes)} of ${kb(DASHBOARD_BUDGET_BYTES)} before the dashboard renders — ${within ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!within || firebaseEager.length > 0) process.exitCode = 1;
}

main();
