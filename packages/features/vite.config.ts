import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiTexts } from './build/linguiTexts';
import { namedStyledImport } from '../ui/build/namedStyledImport';
import pkg from './package.json' with { type: 'json' };

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');

// One entry per domain folder (each an export of package.json), so an embedding app loads only the screens it
// mounts: the domain's screen.ts (its screens and its public API) where it has screens, else its index.ts.
// Each is built to dist/<domain>/<file>.js, beside its declarations dist/<domain>/<file>.d.ts, so a
// declaration's `export * from './<domain>'` finds the types and never a chunk of the same name.
const domainEntries = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'index.ts')))
  .map((entry) => {
    const file = existsSync(path.join(src, entry.name, 'screen.ts')) ? 'screen' : 'index';
    return [`${entry.name}/${file}`, path.join(src, entry.name, `${file}.ts`)];
  });

const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  // Lingui's macros become message lookups by id carrying their English, and each other language's PO catalog
  // a module of compiled messages: the published files carry no macro and need no Lingui tooling in the
  // embedding app's build.
  plugins: [react(), namedStyledImport(), linguiTexts()],
  resolve: { conditions: ['@channel-countdown/source', ...defaultClientConditions] },
  build: {
    lib: {
      entry: Object.fromEntries([['index', path.join(src, 'index.ts')], ...domainEntries]),
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One module per source file, as in ui: each keeps its 'use client' directive (a chunk of several would
      // lose it), so a React Server Component (Next.js' App Router) may import any entry and render a screen.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
