// The published package works for a consumer: pack it, install the tarball into a scratch Vite app with no
// network (dependencies linked from this repository's node_modules), build the app with a Button.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'ui-pack-'));
const app = path.join(scratch, 'app');

const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// What a consumer would install: the peers, the package's own dependencies, and the build tools.
const linked = [...Object.keys(manifest.peerDependencies), ...Object.keys(manifest.dependencies), 'vite', '@vitejs/plugin-react'];

function linkFromRepo(name: string) {
  const target = path.join(app, 'node_modules', name);
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules', name), target, 'dir');
}

let tarball = '';

beforeAll(() => {
  // `npm pack` runs the prepack build, so the tarball holds a fresh dist/. The build prints to stdout
  // too, so the tarball is found in its own destination folder rather than read from npm's output.
  const destination = mkdtempSync(path.join(scratch, 'pack-'));
  execFileSync('npm', ['pack', '--pack-destination', destination], { cwd: packageDir, stdio: 'ignore' });
  const [filename] = readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  if (!filename) throw new Error(`npm pack wrote no tarball into ${destination}`);
  tarball = path.join(destination, filename);

  const installed = path.join(app, 'node_modules', '@channel-countdown', 'ui');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  linked.forEach(linkFromRepo);

  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
  );
  writeFileSync(path.join(app, 'index.html'), '<div id="root"></div><script type="module" src="/main.jsx"></script>\n');
  writeFileSync(
    path.join(app, 'main.jsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { Button, ThemeProvider } from '@channel-countdown/ui';",
      "createRoot(document.getElementById('root')).render(",
      '  <ThemeProvider><Button variant="primary">Start the countdown</Button></ThemeProvider>,',
      ');',
    ].join('\n'),
  );
}, 240_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('@channel-countdown/ui as published', () => {
  it('ships ESM, type declarations, an exports map and peer dependencies', () => {
    const installed = path.join(app, 'node_modules', '@channel-countdown', 'ui');
    const pkg = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(pkg.type).toBe('module');
    expect(pkg.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(Object.keys(pkg.peerDependencies)).toEqual(expect.arrayContaining(['react', 'react-dom', 'styled-components']));
    expect(existsSync(path.join(installed, 'dist/index.js'))).toBe(true);
    expect(readFileSync(path.join(installed, 'dist/index.d.ts'), 'utf8')).toContain("export * from './Button'");
    expect(existsSync(path.join(installed, 'dist/Button/Button.d.ts'))).toBe(true);
    // Sources and tests stay out of the tarball.
    expect(existsSync(path.join(installed, 'src'))).toBe(false);
  });

  it('builds in a scratch Vite app with a Button', () => {
    execFileSync(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: app,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const assets = path.join(app, 'dist', 'assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    expect(bundle).toContain('Start the countdown');
    // The tokens came along: the built app can theme itself.
    expect(bundle).toContain('--color-primary');
  }, 180_000);
});
