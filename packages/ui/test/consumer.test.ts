// The published packages as another team uses them: pack @channel-countdown/contract, ui and features (npm pack
// runs each prepack build), install the tarballs into a scratch Vite + React 19 + TypeScript app outside the
// workspace with no network (third-party dependencies linked from this repository's node_modules), then:
// every entry imports in Node (SSR, the embedder's own Vitest), every runtime export is typed under
// `moduleResolution: bundler` and `node16`, the README's embedding example typechecks under both, and the
// app builds, on react-router 8 (the repository's); then again on react-router 7 (the features peer is
// react-router >= 7; the repository installs 7 as `react-router-7`).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstLoadJs,
  launchChromium,
  signUpThroughForm,
  startApi,
  startServer,
  watchPage,
  type Server,
} from './support/liveApp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = ['contract', 'ui', 'features'] as const;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cc-consumer-'));
const app = path.join(scratch, 'app');
const installed = (name: string) => path.join(app, 'node_modules', '@channel-countdown', name);

interface Manifest {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  engines?: Record<string, string>;
  license?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifestOf = (name: string) =>
  JSON.parse(readFileSync(path.join(installed(name), 'package.json'), 'utf8')) as Manifest;

/**
 * Optional peers this app goes without: nothing it mounts needs them (firebase is only for the
 * `google-sign-in` entry), and every entry must still import, typecheck and build without them.
 */
const NOT_INSTALLED = ['firebase'];

/** What a consumer installs besides the tarballs: their dependencies and peers, and the app's build tools. */
const TOOLS = ['typescript', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom'];

/** The ports the apps and their APIs listen on in this test. */
const PORTS = { viteApi: 4510, vitePreview: 4511, nextApi: 4512, next: 4513 };

/** A third-party package as this repository installed it (a package's own nested copy first), under `as`. */
function linkFromRepo(name: string, owners: string[], as = name, into = app) {
  const target = path.join(into, 'node_modules', as);
  if (existsSync(target)) return;
  const source = [
    ...owners.map((owner) => path.join(repoRoot, 'packages', owner, 'node_modules', name)),
    path.join(repoRoot, 'node_modules', name),
  ].find((candidate) => existsSync(candidate));
  if (!source) throw new Error(`${name} is not installed in the repository`);
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
}

/** The entries a package exports (".", "./dashboard", …) as import specifiers. */
const entriesOf = (manifest: Manifest) =>
  Object.keys(manifest.exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`));

/** The example every package README shows: the dashboard embedded in a host app's router. */
const EMBEDDING_EXAMPLE = `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, ProtectedRoute } from '@channel-countdown/features';
import { reactRouter } from '@channel-countdown/features/react-router';
import { AuthScreen } from '@channel-countdown/features/auth';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { Button } from '@channel-countdown/ui';
import { paths } from '@channel-countdown/contract';

function Embedded() {
  return (
    <BrowserRouter>
      <AppProviders apiBaseUrl="" router={reactRouter}>
        <Routes>
          <Route path="/" element={<ProtectedRoute><DashboardScreen /></ProtectedRoute>} />
          <Route path="/auth" element={<AuthScreen />} />
        </Routes>
        <Button variant="outline">{paths.channels}</Button>
      </AppProviders>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root')!).render(<Embedded />);
`;

/**
 * The features README's example of a screen in another language: Spanish, with one of the ui components' words
 * chosen by the embedding app, drawn to HTML (as a server, or the embedder's test, would).
 */
const LOCALIZED_EXAMPLE = `import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from '@channel-countdown/contract';
import { AppProviders, loadCatalog } from '@channel-countdown/features';
import { reactRouter } from '@channel-countdown/features/react-router';
import { AuthScreen } from '@channel-countdown/features/auth';

export async function signInPageInSpanish(): Promise<string> {
  // A language's texts arrive before the first render: the screens then render in it at once.
  await loadCatalog('es');
  return renderToString(
    <MemoryRouter initialEntries={['/auth']}>
      <AppProviders
        router={reactRouter}
        locale="es"
        uiStrings={{ showPassword: 'Ver la contraseña' }}
        initialReads={{ [paths.user]: null }}
      >
        <AuthScreen />
      </AppProviders>
    </MemoryRouter>,
  );
}
`;

const tsconfig = (module: string, moduleResolution: string) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module,
      moduleResolution,
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['src'],
  });

let runtimeExports: Record<string, string[]> = {};
const tarballs: Record<string, string> = {};

beforeAll(() => {
  const destination = mkdtempSync(path.join(scratch, 'pack-'));
  for (const name of PACKAGES) {
    // The builds print to stdout too, so each tarball is found in the destination rather than in npm's output.
    // A failing build's messages (stderr) come with the error.
    // Built as for a release: under Vitest NODE_ENV is 'test', and the build would emit React's development JSX
    // (jsxDEV), which a production bundle of React does not have.
    execFileSync('npm', ['pack', '--pack-destination', destination], {
      cwd: path.join(repoRoot, 'packages', name),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const tarball = readdirSync(destination).find((file) => file.startsWith(`channel-countdown-${name}-`));
    if (!tarball) throw new Error(`npm pack wrote no tarball for ${name}`);
    tarballs[name] = path.join(destination, tarball);
    mkdirSync(installed(name), { recursive: true });
    execFileSync('tar', [
      '-xzf',
      path.join(destination, tarball),
      '-C',
      installed(name),
      '--strip-components=1',
    ]);
  }
  for (const name of PACKAGES) {
    const manifest = manifestOf(name);
    const thirdParty = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ].filter(
      (dependency) => !dependency.startsWith('@channel-countdown/') && !NOT_INSTALLED.includes(dependency),
    );
    for (const dependency of thirdParty) linkFromRepo(dependency, [name]);
  }
  for (const tool of TOOLS) linkFromRepo(tool, []);

  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }),
  );
  writeFileSync(path.join(app, 'tsconfig.bundler.json'), tsconfig('ESNext', 'Bundler'));
  writeFileSync(path.join(app, 'tsconfig.node16.json'), tsconfig('Node16', 'Node16'));
  // `vite preview` passes /api on to the API (CC_API) under the app's own origin.
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', " +
      "preview: { proxy: { '/api': { target: process.env.CC_API, xfwd: true } } } };\n",
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<div id="root"></div><script type="module" src="/src/main.tsx"></script>\n',
  );
  mkdirSync(path.join(app, 'src'));
  writeFileSync(path.join(app, 'src', 'main.tsx'), EMBEDDING_EXAMPLE);
  writeFileSync(path.join(app, 'src', 'localized.tsx'), LOCALIZED_EXAMPLE);

  // Node: import every entry, as SSR or the embedder's Vitest would, and note its runtime exports.
  runtimeExports = importEveryEntry();

  // Every runtime export must be visible to TypeScript: reading each one from the entry's namespace.
  const checks = Object.entries(runtimeExports).map(
    ([entry, names], index) =>
      `import * as entry${index} from '${entry}';\nexport const typed${index} = [${names.map((name) => `entry${index}.${name}`).join(', ')}];`,
  );
  writeFileSync(path.join(app, 'src', 'exports.ts'), `${checks.join('\n')}\n`);
}, 600_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every entry imported in Node (as SSR or the embedder's Vitest would): its runtime export names. */
function importEveryEntry(): Record<string, string[]> {
  const entries = PACKAGES.flatMap((name) => entriesOf(manifestOf(name)));
  const script = `const out = {}; for (const entry of ${JSON.stringify(entries)}) out[entry] = Object.keys(await import(entry)).sort(); console.log(JSON.stringify(out));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' }),
  ) as Record<string, string[]>;
}

/** The version of the react-router the app has installed. */
const installedReactRouter = () =>
  (
    JSON.parse(readFileSync(path.join(app, 'node_modules', 'react-router', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const viteBuild = (outDir: string) =>
  execFileSync(
    process.execPath,
    [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir],
    { cwd: app, stdio: ['ignore', 'inherit', 'inherit'] },
  );

const typecheck = (project: string) =>
  execFileSync(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', project], {
    cwd: app,
    encoding: 'utf8',
    stdio: 'pipe',
  });

describe('the published packages in a scratch app', () => {
  it.each(PACKAGES)(
    '%s ships ESM with declarations, an explicit exports map, engines, README, LICENSE and CHANGELOG',
    (name) => {
      const manifest = manifestOf(name);
      for (const [key, target] of Object.entries(manifest.exports)) {
        expect(key, 'no wildcard export').not.toContain('*');
        if (key === './package.json') continue;
        expect(target).toMatchObject({
          types: expect.stringMatching(/\.d\.ts$/),
          import: expect.stringMatching(/\.js$/),
        });
        const { types, import: entry } = target as Record<string, string>;
        expect(existsSync(path.join(installed(name), types!)), `${name} ${key} types`).toBe(true);
        expect(existsSync(path.join(installed(name), entry!)), `${name} ${key} import`).toBe(true);
      }
      expect(manifest.engines?.node).toBeTruthy();
      expect(manifest.license).toBe('MIT');
      for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md'])
        expect(existsSync(path.join(installed(name), file)), file).toBe(true);
      // Sources and tests stay out of the tarball.
      expect(existsSync(path.join(installed(name), 'src'))).toBe(false);
      // Another of our packages is asked for by a range, so a patch of one needs no release of the others.
      for (const [dependency, wanted] of Object.entries({
        ...manifest.dependencies,
        ...manifest.peerDependencies,
      }))
        if (dependency.startsWith('@channel-countdown/'))
          expect(wanted, dependency).toMatch(/^\^\d+\.\d+\.\d+$/);
    },
  );

  it.each(PACKAGES)(
    '%s passes publint and attw (node16 and bundler) without a problem',
    (name) => {
      const bin = (tool: string) => path.join(repoRoot, 'node_modules', '.bin', tool);
      const run = (command: string, args: string[]) => {
        try {
          execFileSync(command, args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
          return '';
        } catch (error) {
          return String((error as { stdout?: string }).stdout ?? error);
        }
      };
      expect(run(bin('publint'), ['run', tarballs[name]!, '--strict'])).toBe('');
      expect(run(bin('attw'), [tarballs[name]!, '--profile', 'esm-only', '--format', 'ascii'])).toBe('');
    },
    120_000,
  );

  it('imports every entry in Node', () => {
    expect(Object.keys(runtimeExports).length).toBeGreaterThan(10);
    for (const [entry, names] of Object.entries(runtimeExports))
      expect(names.length, entry).toBeGreaterThan(0);
  });

  it.each(['bundler', 'node16'])(
    'types every runtime export and the embedding example under moduleResolution %s',
    (resolution) => {
      let output = '';
      try {
        typecheck(`tsconfig.${resolution}.json`);
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(output).toBe('');
    },
    120_000,
  );

  it('declares react-router >= 7 as an optional peer (not react-router-dom), imported by its adapter alone, and runs here on 8', () => {
    const manifest = manifestOf('features');
    const { peerDependencies = {} } = manifest;
    expect(peerDependencies['react-router']).toBe('>=7');
    expect(manifest.peerDependenciesMeta?.['react-router']?.optional).toBe(true);
    expect(peerDependencies).not.toHaveProperty('react-router-dom');
    expect(installedReactRouter()).toMatch(/^8\./);
    const importers = readdirSync(path.join(installed('features'), 'dist'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter(
        (file) =>
          file.endsWith('.js') &&
          /from ["']react-router|import\(["']react-router/.test(
            readFileSync(path.join(installed('features'), 'dist', file), 'utf8'),
          ),
      )
      .map((file) => file.split(path.sep).join('/'));
    expect(importers).toEqual(['react-router/reactRouter.js']);
  });

  it('has firebase as an optional peer only, imported by the google-sign-in entry alone', () => {
    const manifest = manifestOf('features');
    expect(manifest.dependencies).not.toHaveProperty('firebase');
    expect(manifest.peerDependencies).toHaveProperty('firebase');
    expect(manifest.peerDependenciesMeta?.firebase?.optional).toBe(true);
    expect(existsSync(path.join(app, 'node_modules', 'firebase'))).toBe(false);
    const importers = readdirSync(path.join(installed('features'), 'dist'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter(
        (file) =>
          file.endsWith('.js') &&
          /from ["']firebase|import\(["']firebase/.test(
            readFileSync(path.join(installed('features'), 'dist', file), 'utf8'),
          ),
      )
      .map((file) => file.split(path.sep).join('/'));
    expect(importers).toEqual(['google-sign-in/firebasePopupSignIn.js']);
  });

  it('draws a screen in the language the embedding app sets, with the one word it chose itself', () => {
    execFileSync(
      process.execPath,
      [
        path.join(app, 'node_modules/vite/bin/vite.js'),
        'build',
        '--ssr',
        'src/localized.tsx',
        '--outDir',
        'dist-ssr',
      ],
      { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const script =
      "const { signInPageInSpanish } = await import('./dist-ssr/localized.js'); console.log(await signInPageInSpanish());" +
      // Exit once written, as a server answering one request would go on: the query cache keeps a timer.
      ' process.exit(0);';
    const html = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: app,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(html).toContain('Iniciar sesión');
    expect(html).toContain('Continuar con Google');
    expect(html).toContain('aria-label="Ver la contraseña"');
    expect(html).not.toMatch(/Sign In|Show password|Continue with Google/);
  }, 180_000);

  it('builds the app with Vite', () => {
    viteBuild('dist');
    const assets = path.join(app, 'dist', 'assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // The figure of the issue's closing note: what embedding the dashboard adds to a host, gzipped.
    const gzipped = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0);
    console.log(
      `consumer app with the dashboard: ${(gzipped / 1024).toFixed(1)} KB of JS gzipped (all chunks)`,
    );
    // The tokens came along: the built app can theme itself.
    expect(bundle).toContain('--color-primary');
    // Nothing of the Firebase SDK (not even installed here).
    expect(bundle).not.toMatch(/FirebaseError|@firebase\//);
    expect(bundle).toContain('/api/channels');
  }, 180_000);

  it("signs up in Chromium through vite preview's same-origin proxy and shows the dashboard, without an error", async () => {
    const api = await startApi(repoRoot, PORTS.viteApi);
    let preview: Server | undefined;
    const browser = await launchChromium();
    try {
      preview = await startServer(
        process.execPath,
        [
          path.join(app, 'node_modules/vite/bin/vite.js'),
          'preview',
          '--host',
          '127.0.0.1',
          '--port',
          String(PORTS.vitePreview),
          '--strictPort',
        ],
        { cwd: app, env: { CC_API: api.url }, url: `http://127.0.0.1:${PORTS.vitePreview}/` },
      );
      const context = await browser.newContext();
      const page = await context.newPage();
      const watched = watchPage(page);
      await page.goto(`${preview.url}/`);
      // Signed out: off to the auth screen (back to / after, which needs no returnTo).
      await page.waitForURL(/\/auth$/);
      await signUpThroughForm(page, 'vite');
      const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
      await dashboard.waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(watched.problems).toEqual([]);
      // The only error answers: the visitor's session check before signing up.
      expect(new Set(watched.failedAnswers)).toEqual(new Set(['GET 401 /api/user']));
      const signedIn = await browser.newContext({ storageState: await context.storageState() });
      const measured = await signedIn.newPage();
      const size = await firstLoadJs(measured, `${preview.url}/`, () =>
        measured.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(),
      );
      console.log(`Vite example, first load of the dashboard: ${(size / 1024).toFixed(1)} KB of JS gzipped`);
    } finally {
      await browser.close();
      await preview?.close();
      await api.close();
    }
  }, 180_000);
});

describe('the same app on react-router 7', () => {
  beforeAll(() => {
    // The app's react-router becomes the repository's copy of version 7.
    rmSync(path.join(app, 'node_modules', 'react-router'));
    linkFromRepo('react-router-7', ['ui'], 'react-router');
  });

  it('has react-router 7 installed', () => {
    expect(installedReactRouter()).toMatch(/^7\./);
  });

  it('imports every entry in Node, with the same exports', () => {
    expect(importEveryEntry()).toEqual(runtimeExports);
  });

  it('types the embedding example and every runtime export (bundler)', () => {
    let output = '';
    try {
      typecheck('tsconfig.bundler.json');
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  }, 120_000);

  it('builds the app with Vite', () => {
    viteBuild('dist-react-router-7');
    const bundle = readdirSync(path.join(app, 'dist-react-router-7', 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(app, 'dist-react-router-7', 'assets', file), 'utf8'))
      .join('\n');
    expect(bundle).toContain('/api/channels');
  }, 180_000);
});

/**
 * examples/next-app, the packages in a Next.js App Router app: ui drawn by a server component, the dashboard
 * and settings screens drawn on the server and hydrated, navigation through Next's router (nextRouter), the
 * API through Next's rewrites (a same-origin proxy) — installed from the tarballs with no react-router.
 */
describe('the Next.js example', () => {
  const nextApp = path.join(scratch, 'next-app');
  const next = (args: string[], env: Record<string, string> = {}) =>
    execFileSync(process.execPath, [path.join(nextApp, 'node_modules/next/dist/bin/next'), ...args], {
      cwd: nextApp,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });

  beforeAll(() => {
    cpSync(path.join(repoRoot, 'examples', 'next-app'), nextApp, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|\.next)$/.test(source),
    });
    for (const name of PACKAGES) {
      const target = path.join(nextApp, 'node_modules', '@channel-countdown', name);
      mkdirSync(target, { recursive: true });
      execFileSync('tar', ['-xzf', tarballs[name]!, '-C', target, '--strip-components=1']);
    }
    // The packages' dependencies and required peers (no optional one: not react-router, firebase nor msw),
    // and the example's own.
    for (const name of PACKAGES) {
      const manifest = manifestOf(name);
      const optional = Object.keys(manifest.peerDependenciesMeta ?? {});
      for (const dependency of [
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optional.includes(peer)),
      ])
        if (!dependency.startsWith('@channel-countdown/'))
          linkFromRepo(dependency, [name], dependency, nextApp);
    }
    const example = JSON.parse(readFileSync(path.join(nextApp, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const dependency of Object.keys({ ...example.dependencies, ...example.devDependencies }))
      if (!dependency.startsWith('@channel-countdown/')) linkFromRepo(dependency, [], dependency, nextApp);
  });

  it('is installed without react-router', () => {
    expect(existsSync(path.join(nextApp, 'node_modules', 'react-router'))).toBe(false);
    expect(existsSync(path.join(nextApp, 'node_modules', '@channel-countdown', 'features'))).toBe(true);
  });

  it('builds with next build (Turbopack), typechecked, with no react-router in its client code', () => {
    // The rewrites' destination is read at build time. Turbopack reads only below its root: the directory
    // holding both this scratch app and the repository its third-party packages are linked from.
    let root = nextApp;
    while (!repoRoot.startsWith(`${root}${path.sep}`) && path.dirname(root) !== root)
      root = path.dirname(root);
    next(['build'], { CHANNEL_COUNTDOWN_API: `http://127.0.0.1:${PORTS.nextApi}`, NEXT_EXAMPLE_ROOT: root });
    const clientCode = readdirSync(path.join(nextApp, '.next', 'static'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(nextApp, '.next', 'static', file), 'utf8'))
      .join('\n');
    expect(clientCode).toContain('/api/channels');
    expect(clientCode).not.toContain('react-router');
  }, 600_000);

  describe('served by next start in front of the API', () => {
    let api: Server;
    let server: Server;
    beforeAll(async () => {
      api = await startApi(repoRoot, PORTS.nextApi);
      server = await startServer(
        process.execPath,
        [
          path.join(nextApp, 'node_modules/next/dist/bin/next'),
          'start',
          '--hostname',
          '127.0.0.1',
          '--port',
          String(PORTS.next),
        ],
        {
          cwd: nextApp,
          // The layout's own reads (the rewrites' destination was fixed at build time).
          env: { NEXT_TELEMETRY_DISABLED: '1', CHANNEL_COUNTDOWN_API: api.url },
          url: `http://127.0.0.1:${PORTS.next}/`,
        },
      );
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await api?.close();
    });

    it('draws the ui of a server page, styled, in the HTML it sends', async () => {
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain('Open the dashboard');
      // styled-components' registry put the server-drawn components' styles into the page.
      expect(html).toMatch(/<style[^>]*data-styled/);
      expect(html).toContain('--color-primary');
    });

    it('signs up through the proxy, then draws the dashboard and settings on the server and hydrates them without a warning', async () => {
      const browser = await launchChromium();
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        const watched = watchPage(page);
        await page.goto(`${server.url}/`);
        await page.getByRole('link', { name: 'Open the dashboard' }).click();
        await page.waitForURL(/\/auth\?returnTo=%2Fdashboard$/);
        await signUpThroughForm(page, 'next');
        const heading = (name: string) => page.getByRole('heading', { level: 1, name });
        await heading('Dashboard').waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).pathname).toBe('/dashboard');
        // The title is the host's (its metadata): the screens were told to leave it alone.
        expect(await page.title()).toBe('Dashboard · Studio');

        // Signed in, each screen's page comes drawn by Next's server for the user (the layout asked the API
        // with the request's cookie), styled, and hydrates.
        for (const [pathname, name] of [
          ['/dashboard', 'Dashboard'],
          ['/settings', 'Settings'],
        ] as const) {
          const answer = await page.goto(`${server.url}${pathname}`);
          const html = (await answer?.text()) ?? '';
          expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
          expect(html).toMatch(/<style[^>]*data-styled/);
          await heading(name).waitFor({ timeout: 30_000 });
        }
        // Links go through Next's router, without a full page load: the header's brand to the home page (a
        // server page), its link button back to the dashboard.
        await page.evaluate(() => Object.assign(window, { samePage: true }));
        await page.getByRole('link', { name: 'Channel Countdown' }).first().click();
        await heading('Studio').waitFor({ timeout: 30_000 });
        await page.getByRole('link', { name: 'Open the dashboard' }).click();
        await heading('Dashboard').waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).pathname).toBe('/dashboard');
        expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
        await page.waitForTimeout(1_000);

        expect(watched.problems).toEqual([]);
        expect(new Set(watched.failedAnswers)).toEqual(new Set(['GET 401 /api/user']));

        const signedIn = await browser.newContext({ storageState: await context.storageState() });
        const measured = await signedIn.newPage();
        const size = await firstLoadJs(measured, `${server.url}/dashboard`, () =>
          measured.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(),
        );
        console.log(
          `Next.js example, first load of the dashboard: ${(size / 1024).toFixed(1)} KB of JS gzipped`,
        );
      } finally {
        await browser.close();
      }
    }, 240_000);
  });
});
