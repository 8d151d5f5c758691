import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: {
    // The ui components' props as the Docs pages and the controls panel show them: their JSDoc descriptions
    // and @default values, unions as options, inherited react-aria and DOM props left out. Only the ui
    // sources are read (the files of the ui package's own TypeScript project, which the root one only reaches
    // through imports), so the feature stories pay nothing for it.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      include: ['packages/ui/src/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The features' texts are Lingui macros, and their catalogs PO files: both compiled as the app's build does.
    plugins: [
      ...(viteConfig.plugins ?? []),
      lingui({
        macroTransform: true,
        configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
      }),
    ],
    // Stories render the workspace packages from their TypeScript sources.
    resolve: { ...viteConfig.resolve, conditions: ['@channel-countdown/source', ...defaultClientConditions] },
    // Pre-bundle the heavy dependencies up front: discovering them mid-run makes Vite re-optimize and
    // reload, which fails story tests with "Failed to fetch dynamically imported module".
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react-aria-components',
        'react-router',
        'styled-components',
        '@tanstack/react-query',
        '@floating-ui/react',
        'lucide-react',
        'date-fns',
        'dompurify',
        'zod',
        'msw',
        'msw-storybook-addon/csf3',
      ],
    },
  }),
};

export default config;
