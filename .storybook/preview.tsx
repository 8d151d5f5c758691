// First: pin the clock before any story or mock module is evaluated.
import './fixedClock';
// The product's fonts, from npm (never a system font): the same files the host ships.
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LOCALE_NAMES, loadCatalog, preloadTooltip } from '@channel-countdown/features';
import { resetMockState } from '@channel-countdown/features/mocks';
import { storyLocale, withProviders } from './decorators';
import { startMockWorker } from './msw';
import { visualCheck } from './visualCheck';

const preview: Preview = {
  // The icon buttons' tooltips are loaded before a story renders, so a trigger is never remounted into its
  // tooltip in the middle of a play function (the app loads them when the browser is idle).
  loaders: [
    mswLoader(startMockWorker),
    async () => ({ tooltip: await preloadTooltip() }),
    // A story in another language (`parameters.providers.locale`, else the Language toolbar) has its catalog
    // before it renders, as the app loads it before its first render (English texts come with the code).
    async ({ parameters, globals }) => ({ catalog: await loadCatalog(storyLocale(parameters, globals)) }),
  ],
  // After each story's play function: the visual tests compare the page with its references here
  // (.storybook/visual.setup.ts installs the check; in Storybook and the stories project there is none).
  // Each story (and each retry of one) starts from its fakes' first state, whatever an earlier play added.
  beforeEach: async (context) => {
    resetMockState();
    await visualCheck.current?.before(context);
  },
  afterEach: async (context) => {
    await visualCheck.current?.after(context);
  },
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    // Every language of the app, and the pseudo language: the English texts accented and a third longer, so a
    // text that skipped the catalogs, or a layout too tight for longer words, shows. Arabic reads right to left.
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          ...Object.entries(LOCALE_NAMES).map(([value, title]) => ({ value, title })),
          { value: 'pseudo', title: 'Pseudo (accented, longer)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    // Every prop with its description and default (from the components' JSDoc, .storybook/main.ts).
    controls: {
      expanded: true,
      sort: 'requiredFirst',
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    // An axe violation fails the story's test. Not checked: react-aria's live announcer, a node it keeps in the
    // body for its own announcements (e.g. a pending button's), which may still name a button of an earlier
    // story for a few seconds.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    // The viewport toolbar: Storybook's defaults plus the two sizes the visual tests use.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        mobile390: {
          name: 'Mobile 390 × 844 (visual tests)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop1280: {
          name: 'Desktop 1280 × 800 (visual tests)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: {
      // The introduction first, then the primitives, then the screens.
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Features'] },
    },
  },
};

export default preview;
