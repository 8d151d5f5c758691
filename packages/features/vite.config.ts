import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

// One entry per domain folder (matching the "./*" export), so an embedding app loads only the screens it mounts.
const domains = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name);

const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@channel-countdown/source', ...defaultClientConditions] },
  build: {
    lib: {
      entry: Object.fromEntries([
        ['index', path.join(src, 'index.ts')],
        ...domains.map((name) => [name, path.join(src, name, 'index.ts')]),
      ]),
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
