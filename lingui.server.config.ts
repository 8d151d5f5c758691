import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's own texts (reminders as they are stored, pushed and emailed; the reminder email's frame), in
 * the app's languages. English is the source, written beside each text's use in `packages/api/src/i18n/texts.ts`;
 * `npm run i18n:extract` writes them into `packages/api/src/i18n/locales/<locale>.po` for translators, and
 * compiles those into the `.ts` modules the server imports (the server is built by tsc, without Lingui's
 * macros: each text is a descriptor with its id, marked for the extractor).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'ja', 'ar', 'pseudo'],
  pseudoLocale: { locale: 'pseudo' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/api/src/i18n/locales/{locale}',
      include: ['<rootDir>/packages/api/src/i18n'],
      exclude: ['**/*.test.*', '**/locales/**'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
