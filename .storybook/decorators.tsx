import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider, ToastProvider } from '@channel-countdown/ui';
import { AppProviders, createQueryClient, type AppProvidersProps } from '@channel-countdown/features';
import { useThemeOverride } from './themeOverride';

type Theme = 'light' | 'dark';

/**
 * UI stories ("UI/…") get the theme and the toast region only; feature stories ("Features/…") get the
 * whole provider stack with a fresh QueryClient and a MemoryRouter at `parameters.route`, styling the page as
 * the app does (`parameters.providers` overrides AppProviders' props, e.g. an embedding's). Toasts stay
 * until closed: a toast that timed out while a screenshot was taken (or a designer looked) made the
 * picture depend on the machine's speed.
 */
export const withProviders: Decorator = (Story, { globals, parameters, title }) => {
  const theme = (globals.theme as Theme | undefined) ?? 'light';
  if (title.startsWith('UI/')) {
    return (
      <UiFrame theme={theme}>
        <Story />
      </UiFrame>
    );
  }
  return (
    <FeatureFrame
      theme={theme}
      route={(parameters.route as string | undefined) ?? '/'}
      providers={parameters.providers as Partial<AppProvidersProps> | undefined}
    >
      <Story />
    </FeatureFrame>
  );
};

function UiFrame({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const override = useThemeOverride();
  return (
    <ThemeProvider forcedTheme={override ?? theme} applyToDocument>
      <ToastProvider autoDismiss={false}>{children}</ToastProvider>
    </ThemeProvider>
  );
}

interface FeatureFrameProps {
  theme: Theme;
  route: string;
  providers?: Partial<AppProvidersProps>;
  children: React.ReactNode;
}

function FeatureFrame({ theme, route, providers, children }: FeatureFrameProps) {
  const [queryClient] = useState(() => createQueryClient());
  const override = useThemeOverride();
  return (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders
        queryClient={queryClient}
        forcedTheme={override ?? theme}
        autoDismissToasts={false}
        applyToDocument
        {...providers}
      >
        {children}
      </AppProviders>
    </MemoryRouter>
  );
}
