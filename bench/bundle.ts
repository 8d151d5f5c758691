/**
 * Bundle budget (a script, not a test): reads the host's Vite manifest and prints the gzipped JavaScript the
 * browser must load before /auth and before the dashboard can first render, plus the largest chunk.
 *
 *   npm run build -w @channel-countdown/host && npx tsx bench/bundle.ts      (or: npm run bench:bundle)
 *
 * "Before a route can render" = the entry chunk and its static imports (what index.html loads and
 * modulepreloads), then each lazily loaded screen the route needs and their static imports. Sizes are gzip
 * at zlib's default level, as the server sends them to a client without Brotli. Exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageAt } from '../packages/api/src/http/pagePreloads.js';
import { entryKey, screenKey, staticClosure, type Manifest } from '../packages/api/src/http/screenChunks.js';

/** At most this much gzipped JavaScript before the dashboard's first render. */
export const DASHBOARD_BUDGET_BYTES = 150 * 1024;

/**
 * The routes measured, each with the features domains whose screens it renders, as the server announces
 * them (packages/api/src/http/pagePreloads.ts). The budget is the dashboard's only.
 */
const ROUTES = ['/auth', '/dashboard', '/channels/:id'].map((route) => {
  const page = pageAt(route.replace(':id', '1'));
  if (!page) throw new Error(`no page at ${route}`);
  return { route, domains: page.screens };
});

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/host/dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipped.get(file)!;
  };
  const jsKeys = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
  const entry = entryKey(manifest);

  const entryClosure = staticClosure(manifest, [entry]);
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  console.log(`host build: ${jsKeys.length} JS chunks, entry ${manifest[entry]!.file}`);
  console.log(`entry + static imports: ${entryClosure.size} chunks, ${kb(total(entryClosure))} gzipped`);

  let dashboardBytes = 0;
  for (const { route, domains } of ROUTES) {
    const closure = staticClosure(manifest, [entry, ...domains.map((d) => screenKey(manifest, d))]);
    const bytes = total(closure);
    if (route === '/dashboard') dashboardBytes = bytes;
    console.log(
      `before ${route.padEnd(13)} renders: ${String(closure.size).padStart(3)} chunks, ${kb(bytes).padStart(9)} gzipped`,
    );
  }

  const largest = jsKeys.reduce((a, b) => (sizeOf(a) >= sizeOf(b) ? a : b));
  console.log(
    `largest chunk: ${manifest[largest]!.file} (${manifest[largest]!.src ?? 'shared'}), ${kb(sizeOf(largest))} gzipped`,
  );

  const firebaseEager = [
    ...staticClosure(manifest, [
      entry,
      ...ROUTES.flatMap((r) => r.domains.map((d) => screenKey(manifest, d))),
    ]),
  ].filter((key) => key.includes('node_modules/firebase') || key.includes('node_modules/@firebase'));
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
