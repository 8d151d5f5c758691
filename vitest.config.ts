import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiTexts } from './packages/features/build/linguiTexts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.config';
import { referencePath, storyFile, visualReference } from './.storybook/visual.references';

const root = path.dirname(fileURLToPath(import.meta.url));

// The features' texts (Lingui macros) and catalogs (PO files), compiled as in the app's build. The story
// projects get it from Storybook's own configuration (.storybook/main.ts).
const linguiPlugins = linguiTexts();

// Workspace packages resolve to their TypeScript sources through the "@channel-countdown/source" export condition
// so tests and Storybook never need a prior build.
const sourceConditions = {
  resolve: { conditions: ['@channel-countdown/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@channel-countdown/source', ...defaultServerConditions] } },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        plugins: [react(), linguiPlugins],
        test: {
          name: 'unit',
          // One module graph and one document per worker: loading the modules and a fresh jsdom again for each
          // file was most of the layer's time (about 3 min against 25 s). Every test renders into its own
          // container, which Testing Library removes after it, and no unit test replaces a module (`vi.mock`
          // would not reach a module another file has already loaded).
          isolate: false,
          environment: 'jsdom',
          // A screen's first render in a language waits for its catalog to be compiled and loaded: seconds on
          // a busy 2-core machine, over vitest's default of 5.
          testTimeout: 15_000,
          include: ['packages/{contract,ui,features,host}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/api/test/**/*.test.ts', 'packages/api/src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module graph for every file: each file starts its own app on its own database, so nothing is
          // shared but the modules, and loading them again per file was about 40 % of the layer's time.
          isolate: false,
        },
      },
      {
        // packs contract, ui and features and uses them from a scratch app outside the workspace (packages/ui/test/consumer.test.ts)
        test: {
          name: 'package',
          environment: 'node',
          include: ['packages/ui/test/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        // builds the static Storybook, serves it under a sub-path and renders every docs page in Chromium
        // (.storybook/test/static-build.test.ts); checks what the UI pages document (ui-stories.test.ts)
        ...sourceConditions,
        test: {
          name: 'storybook-static',
          environment: 'node',
          include: ['.storybook/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        ...sourceConditions,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'stories',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          isolate: false, // see the visual project
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Visual review (docs/contributing.md, "Visual tests"): every story rendered, played and checked with axe
        // as above, but at 1280 px, then compared with its reference screenshots in light, in dark and
        // (Features/…) at 390 px, see .storybook/visual.setup.ts. `npm test` runs this project, not `stories`.
        ...sourceConditions,
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            initialGlobals: { viewport: { value: 'desktop1280', isRotated: false } },
          }),
        ],
        test: {
          name: 'visual',
          setupFiles: ['./.storybook/vitest.setup.ts', './.storybook/visual.setup.ts'],
          // A story's test includes its comparisons (.storybook/visual.setup.ts): three pictures of the tallest
          // screens (the admin tables, 1280 × 1600) took over 30 s on a loaded 2-core machine.
          testTimeout: 120_000,
          // A story whose overlay or toast timing loses a race with the machine's load is played again, at most
          // twice; one that fails three times fails the run (docs/contributing.md, "Visual tests").
          retry: 2,
          // Every story file in one frame: a fresh frame per file cost more than the stories themselves (about
          // 13 min against 3 for the 332 stories). Stories start from their own args, mocks and query client
          // (preview.tsx), so what a file leaves behind is only module state such as the tooltips' skip window.
          isolate: false,
          globalSetup: ['./.storybook/visual.global.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // Same rendering on every machine: no dependence on its time zone, language or screen.
              contextOptions: {
                timezoneId: 'UTC',
                locale: 'en-US',
                deviceScaleFactor: 1,
                colorScheme: 'light',
                // Room for the test frame at its largest (1280 × 1600, .storybook/visual.setup.ts): a frame
                // larger than the window would be scaled down, and so would its screenshots.
                viewport: { width: 1400, height: 1800 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            commands: { visualReference },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Per pixel: pixelmatch's default colour distance; anti-aliasing differences are ignored.
                // Per image: a handful of pixels may differ, anything bigger fails.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
                resolveScreenshotPath: ({ root: projectRoot, testFileDirectory, testFileName, arg }) =>
                  referencePath(path.join(projectRoot, testFileDirectory, testFileName), arg),
                resolveDiffPath: ({
                  root: projectRoot,
                  attachmentsDir,
                  testFileDirectory,
                  testFileName,
                  arg,
                  ext,
                }) =>
                  path.join(
                    projectRoot,
                    attachmentsDir,
                    'visual',
                    testFileDirectory,
                    storyFile(testFileName),
                    `${arg}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});
