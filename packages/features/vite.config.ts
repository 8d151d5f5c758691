import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { namedStyledImport } from '../ui/build/namedStyledImport';
import pkg from './package.json' with { type: 'json' };

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

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
  plugins: [react(), namedStyledImport()],
  resolve: { conditions: ['@channel-countdown/source', ...defaultClientConditions] },
  build: {
    lib: {
      entry: Object.fromEntries([['index', path.join(src, 'index.ts')], ...domainEntries]),
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
