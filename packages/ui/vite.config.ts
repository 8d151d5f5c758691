import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { namedStyledImport } from './build/namedStyledImport';
import pkg from './package.json' with { type: 'json' };

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [react(), namedStyledImport()],
  build: {
    // One entry per export of package.json ('.', './tooltip'): with preserveModules, a re-exporting index that
    // is no entry would be left out of dist and its export would point at nothing.
    lib: {
      entry: { index: path.join(src, 'index.ts'), 'Tooltip/index': path.join(src, 'Tooltip/index.ts') },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One module per source file keeps the package tree-shakeable for consumers.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
