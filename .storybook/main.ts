import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
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
        'react-router-dom',
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
