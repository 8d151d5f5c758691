import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '@channel-countdown/features/react-router';
import { ThemeProvider, ToastProvider } from '@channel-countdown/ui';
import {
  AppProviders,
  DEFAULT_LOCALE,
  LocaleProvider,
  createQueryClient,
  isLocale,
  type AppProvidersProps,
  type Locale,
} from '@channel-countdown/features';
import { useThemeOverride } from './themeOverride';

type Theme = 'light' | 'dark';

/** A story's language: its own (`parameters.providers.locale`), else the Language toolbar's. */
export function storyLocale(
  parameters: StoryContext['parameters'],
  globals: StoryContext['globals'],
): Locale {
  const own = (parameters.providers as Partial<AppProvidersProps> | undefined)?.locale;
  const chosen: unknown = globals.locale;
  return own ?? (isLocale(chosen) ? chosen : DEFAULT_LOCALE);
}

/**
 * UI stories ("UI/…") get the theme and the toast region only; feature stories ("Features/…") get the
 * whole provider stack with a fresh QueryClient and a MemoryRouter at `parameters.route` (through the
 * react-router adapter), styling the page as the app does (`parameters.providers` overrides AppProviders'
 * props, e.g. an embedding's). Toasts stay
 * until closed: a toast that timed out while a screenshot was taken (or a designer looked) made the
 * picture depend on the machine's speed.
 */
export const withProviders: Decorator = (Story, { globals, parameters, title }) => {
  const theme = (globals.theme as Theme | undefined) ?? 'light';
  const locale = storyLocale(parameters, globals);
  if (title.startsWith('UI/')) {
    return (
      <UiFrame theme={theme} locale={locale}>
        <Story />
      </UiFrame>
    );
  }
  return (
    <FeatureFrame
      theme={theme}
      locale={locale}
      route={(parameters.route as string | undefined) ?? '/'}
      providers={parameters.providers as Partial<AppProvidersProps> | undefined}
    >
      <Story />
    </FeatureFrame>
  );
};

/** The ui components in the chosen language: their own words, react-aria's, and the page's direction. */
function UiFrame({ theme, locale, children }: { theme: Theme; locale: Locale; children: React.ReactNode }) {
  const override = useThemeOverride();
  return (
    <ThemeProvider forcedTheme={override ?? theme} applyToDocument>
      <LocaleProvider locale={locale} applyToDocument>
        <ToastProvider autoDismiss={false}>{children}</ToastProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}

interface FeatureFrameProps {
  theme: Theme;
  locale: Locale;
  route: string;
  providers?: Partial<AppProvidersProps>;
  children: React.ReactNode;
}

function FeatureFrame({ theme, locale, route, providers, children }: FeatureFrameProps) {
  const [queryClient] = useState(() => createQueryClient());
  const override = useThemeOverride();
  return (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders
        router={reactRouter}
        queryClient={queryClient}
        forcedTheme={override ?? theme}
        autoDismissToasts={false}
        applyToDocument
        {...providers}
        locale={locale}
      >
        {children}
      </AppProviders>
    </MemoryRouter>
  );
}
