import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The app's languages and where their catalogs live. English is the source: the texts are written in English
 * in the components and extracted from there (`npm run i18n:extract`); each other language's translators fill
 * its PO file. `pseudo` is a development language whose texts are the English ones with accents and padding,
 * so a text that never went through a catalog, or a layout that breaks on longer words, shows at a glance.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'ja', 'ar', 'pseudo'],
  pseudoLocale: { locale: 'pseudo' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/features/src/locales/{locale}',
      include: ['<rootDir>/packages/features/src'],
      exclude: ['**/*.test.*', '**/mocks/**'],
    },
  ],
  // Origins without line numbers: moving a text within its file does not change every catalog.
  format: formatter({ lineNumbers: false }),
});
