import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

// Each language's PO catalog, compiled by Lingui's Vite plugin into a module of its messages. English is the
// language of most pages and of every text not yet translated: its catalog is part of the first load, so an
// English page renders without waiting for one. Each other language's catalog is a file of its own, fetched
// only by a page in that language.
const english = import.meta.glob<Messages>('../locales/en.po', { import: 'messages', eager: true });
const otherCatalogs = import.meta.glob<Messages>(['../locales/*.po', '!../locales/en.po'], {
  import: 'messages',
});

const catalogPath = (locale: Locale) => `../locales/${locale}.po`;

function activated(locale: Locale, messages: Messages | undefined): I18n {
  if (!messages) throw new Error(`No catalog for the language ${locale}`);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

// One Lingui instance per language, never switched to another: a server drawing pages in several languages at
// once shares these, and a page's language is the instance its providers hold.
const ready = new Map<Locale, I18n>([['en', activated('en', english[catalogPath('en')])]]);
const loading = new Map<Locale, Promise<I18n>>();

/** The texts of `locale`, when its catalog is loaded (English always is). */
export function loadedI18n(locale: Locale): I18n | undefined {
  return ready.get(locale);
}

/**
 * Loads the catalog of `locale` (once; later calls share the first) and gives its texts. A page loads its
 * language's catalog before it renders or hydrates, so the first render is in that language.
 */
export function loadCatalog(locale: Locale): Promise<I18n> {
  const i18n = ready.get(locale);
  if (i18n) return Promise.resolve(i18n);
  let pending = loading.get(locale);
  if (!pending) {
    const load = otherCatalogs[catalogPath(locale)];
    pending = (load ? load() : Promise.resolve(undefined)).then((messages) => {
      const loaded = activated(locale, messages);
      ready.set(locale, loaded);
      return loaded;
    });
    // A failed load (the network) is tried again by the next call.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
