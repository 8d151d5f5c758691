import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [react()],
  build: {
    lib: { entry: { index: path.join(src, 'index.ts') }, formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One module per source file keeps the package tree-shakeable for consumers.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
