import type { StorybookConfig } from '@storybook/react-vite';
import { linguiTexts } from '../packages/features/build/linguiTexts';
import { defaultClientConditions } from 'vite';
import { DOCGEN_FILES, DOCGEN_TSCONFIG, documentedProp } from './docgen';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: {
    // The props tables of the Docs pages and the controls panel: the ui components' props and the feature
    // screens' (their JSDoc descriptions and @default values, unions as options). Inherited react-aria and DOM
    // props are left out, and so are styled-components' own `as`, `forwardedAs` and `theme` on a styled element
    // (a component of ours that declares an `as` keeps it). Only these files are read, through a TypeScript
    // project of the two packages' sources (docgen.tsconfig.json), so the other feature modules pay nothing.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: DOCGEN_TSCONFIG,
      include: DOCGEN_FILES,
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: documentedProp,
    },
  },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The features' texts are Lingui macros, and their catalogs PO files: both compiled as the app's build does.
    plugins: [...(viteConfig.plugins ?? []), ...linguiTexts()],
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
        // React's own scheduler, which the visual check waits on (visual.setup.ts): one copy with react-dom's.
        'scheduler',
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
