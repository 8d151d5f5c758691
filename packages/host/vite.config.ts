import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  defaultClientConditions,
  defaultServerConditions,
  minify,
  type IndexHtmlTransformResult,
  type Plugin,
  type Rolldown,
} from 'vite';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { linguiTexts } from '../features/build/linguiTexts';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The file names of the entry (main.tsx) and of the chunk holding what the start's parts run (among it the route
 * table, which imports the lazy screens): `app-[hash].js`, every other chunk `c-[hash].js`.
 */
const INITIAL_FILE = /^assets\/app-[\w-]+\.js$/;

/** The modules main.tsx imports one after another, each running a part of the initial chunk (src/start/). */
const START_PARTS = /\/host\/src\/start\//;

/**
 * Vite lists every dependency of each lazy import so the browser can fetch them together. The routes keep
 * those lists (a screen's chunks load in parallel, not one after another). The overlays a screen imports
 * lazily drop them: lazyOverlay already fetches them while the browser is idle after the first render, and
 * their lists were 2 KB of the dashboard's first load.
 */
function routesOnlyPreload(
  _file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) {
  return context.hostType === 'html' || INITIAL_FILE.test(context.hostId) ? deps : [];
}

/** The signed-in layout's small shared modules, kept in one chunk (see `groups` below). */
const SHELL_SHARED_MODULES =
  /features\/src\/(navigation\/navLinks|settings\/useSavedTheme|settings\/api\/settings|shared\/queryKeys|dashboard\/api\/getDashboardStats)/;

/** A shared chunk smaller than this (source bytes, before minifying) is copied into its importers. */
const SHARED_CHUNK_INLINE_BYTES = 32 * 1024;

/**
 * styled-components names each component by a counter in the order the modules run, which differs between
 * the server's bundle and the browser's chunks. Its Babel plugin names them by file and position instead, so a
 * server-rendered page's class names are the ones the browser's render asks for when it hydrates.
 */
const styledComponentIds = babel({
  include: /packages\/(ui|features)\/src\/.*\.tsx?$/,
  plugins: [
    [
      'babel-plugin-styled-components',
      { ssr: true, displayName: false, fileName: false, transpileTemplateLiterals: false, pure: true },
    ],
  ],
});

/** A step of the build on the built index.html, with every file the build wrote. */
function builtIndexHtml(
  name: string,
  transform: (html: string, bundle: Rolldown.OutputBundle) => IndexHtmlTransformResult,
): Plugin {
  return {
    name: `channel-countdown:${name}`,
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, { bundle }) => transform(html, bundle ?? {}) },
  };
}

/**
 * The app's stylesheet (the fonts' @font-face rules, about 4 KB; every component's styles come with
 * styled-components) written into index.html instead of linked: a linked stylesheet holds the first paint
 * until it has arrived, a round trip after the page on a phone's line (Lighthouse's render-blocking audit:
 * 150 ms on its slow 4G profile). Its URLs are absolute (/assets/…), so they read the same from the page.
 */
const inlineStylesheets = builtIndexHtml('inline-stylesheets', (html, bundle) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return link;
    return `<style>${String(asset.source)}</style>`;
  }),
);

/**
 * A script that must run before the page shows anything, written into index.html minified: `<script
 * data-inline="inline/x.js"></script>` becomes `<script>…</script>`. A script file, even a small one, arrives
 * after the page has been drawn, and a press on the drawn page before it runs is lost
 * (inline/hold-early-presses.js). The server allows each inline script of the page by its hash (the API's
 * securityHeaders.ts), so the page's policy still runs no script it did not send.
 */
const inlineScripts: Plugin = {
  name: 'channel-countdown:inline-scripts',
  transformIndexHtml: {
    order: 'pre',
    async handler(html) {
      const scripts = [...html.matchAll(/<script data-inline="([^"]+)"><\/script>/g)];
      let inlined = html;
      for (const [element, named] of scripts) {
        const file = named!;
        const source = await readFile(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
        const { code, errors } = await minify(file, source);
        if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
        if (/<\/script/i.test(code)) throw new Error(`${file}: its code would end its <script> element`);
        inlined = inlined.replace(element, `<script>${code.trim()}</script>`);
      }
      return inlined;
    },
  },
};

/**
 * index.html preloads the files main.tsx imports to start the app (`START_PARTS`). Each is a few bytes that runs
 * its part of the initial chunk; fetched only when the part before it had run, each cost a round trip.
 */
const preloadStartParts = builtIndexHtml('preload-start-parts', (html, bundle) => ({
  html,
  tags: Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.facadeModuleId && START_PARTS.test(output.facadeModuleId)
      ? [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${output.fileName}` },
            injectTo: 'head' as const,
          },
        ]
      : [],
  ),
}));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    styledComponentIds,
    // The features' texts (Lingui macros) and their catalogs, compiled as the features package's own build does.
    linguiTexts(),
    // Each built file beside its Brotli (quality 11) and gzip forms, which the server sends as they are
    // (koa-send): Brotli at build time is about a sixth smaller than koa-compress's per-request quality 4, and
    // costs nothing per request. The server's renderer is read from disk, never sent.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    inlineStylesheets,
    inlineScripts,
    preloadStartParts,
  ],
  resolve: {
    // Workspace packages are bundled from source so each feature domain becomes its own chunk.
    conditions: ['@channel-countdown/source', ...defaultClientConditions],
  },
  // The server's renderer bundles the workspace packages from source too, so each styled component gets the
  // same name as in the browser's chunks. Bundled in too: styled-components (Node would load its CommonJS build,
  // whose default export an ES import does not see as the styled function) and react-router (the renderer
  // carries the router the screens were built with).
  ssr: {
    resolve: { conditions: ['@channel-countdown/source', ...defaultServerConditions] },
    noExternal: ['styled-components', 'react-router'],
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // The manifest lets bench/bundle.ts follow each route's chunk graph (it is not served: koa-send hides dotfiles).
  build: isSsrBuild
    ? // The server's renderer (`vite build --ssr src/entry-server.tsx`), imported by the API server.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        // No modulepreload polyfill: every browser but Safari 16 preloads natively, and there a chunk still loads
        // when it is imported, only not ahead of time.
        modulePreload: { polyfill: false, resolveDependencies: routesOnlyPreload },
        rolldownOptions: {
          // Needed by experimentalInlineCommonChunks: the entry exports nothing anyone imports.
          preserveEntrySignatures: false,
          output: {
            entryFileNames: 'assets/app-[hash].js',
            // Short names: each chunk names the files it imports, and a route's chunks repeat them (1.2 KB
            // gzipped less before the dashboard renders than [name]-[hash]; the manifest still maps them to sources).
            chunkFileNames: (chunk) =>
              chunk.moduleIds.some((id) => id.includes('/host/src/'))
                ? 'assets/app-[hash].js'
                : 'assets/c-[hash].js',
            codeSplitting: {
              // Everything the app's start runs ships in one file (the parts main.tsx imports and all they import
              // statically): the lazy screens share parts of it in different combinations, which otherwise cut it
              // into several files the first page must load anyway (2.7 KB gzipped of file overhead measured by
              // bench:bundle).
              groups: [
                { name: 'initial', test: START_PARTS },
                // The small modules the signed-in layout shares with the screens (its links, the saved theme and
                // settings, the query keys, the stats read) in one file with what they import: rolldown left them
                // in five files of 0.3-1.5 KB that the dashboard waited for on the slow line (10 files before it
                // rendered, now 6; bench:vitals in turns: dashboard 2.41 -> 2.33 s, /admin 2.54 -> 2.40 s, /auth
                // unchanged though it loads the file too).
                { name: 'shell', test: SHELL_SHARED_MODULES },
              ],
              // The parts two screens share but the entry does not go into each screen that uses them when small:
              // over HTTP/1.1 (six connections) each file costs a round trip, and the dashboard waited for 46 of
              // them (bench:vitals; bench:bundle counts the files before each route renders).
              experimentalInlineCommonChunks: { maxSize: SHARED_CHUNK_INLINE_BYTES },
            },
          },
        },
      },
}));
