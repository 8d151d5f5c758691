import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@channel-countdown/ui';
import { AppProviders, createQueryClient } from '@channel-countdown/features';
import { useThemeOverride } from './themeOverride';

type Theme = 'light' | 'dark';

/**
 * UI stories ("UI/…") get the theme and the toast region only; feature stories ("Features/…") get the
 * whole provider stack with a fresh QueryClient and a MemoryRouter at `parameters.route`. Toasts stay
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
    <FeatureFrame theme={theme} route={(parameters.route as string | undefined) ?? '/'}>
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

function FeatureFrame({ theme, route, children }: { theme: Theme; route: string; children: React.ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  const override = useThemeOverride();
  return (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient} forcedTheme={override ?? theme} autoDismissToasts={false} applyToDocument>
        {children}
      </AppProviders>
    </MemoryRouter>
  );
}
