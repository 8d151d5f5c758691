import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';
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

/**
 * A language's texts on their way, saying how far they are in `status` (and `value` or `reason`): the fields
 * React's `use` reads, so a loaded catalog is used at once instead of suspending the render.
 */
export type CatalogPromise = Promise<I18n> &
  (PendingReactPromise<I18n> | FulfilledReactPromise<I18n> | RejectedReactPromise<I18n>);

// One Lingui instance per language, never switched to another: a server drawing pages in several languages at
// once shares these, and a page's language is the instance its providers hold.
/** The English texts, loaded from the start: what a text reads where no page's language is at hand. */
export const englishI18n = activated('en', english[catalogPath('en')]);
const catalogs = new Map<Locale, CatalogPromise>([
  ['en', Object.assign(Promise.resolve(englishI18n), { status: 'fulfilled' as const, value: englishI18n })],
]);

function settle(
  promise: CatalogPromise,
  outcome: { status: 'fulfilled'; value: I18n } | { status: 'rejected'; reason: unknown },
): void {
  for (const [field, value] of Object.entries(outcome)) Reflect.set(promise, field, value);
}

/**
 * Loads the catalog of `locale` (once; later calls share the first) and gives its texts. A page loads its
 * language's catalog before it renders or hydrates, so the first render is in that language.
 */
export function loadCatalog(locale: Locale): CatalogPromise {
  const known = catalogs.get(locale);
  if (known) return known;
  const load = otherCatalogs[catalogPath(locale)];
  const loading = (load ? load() : Promise.resolve(undefined)).then((messages) =>
    activated(locale, messages),
  );
  const tracked: CatalogPromise = Object.assign(loading, { status: 'pending' as const });
  loading.then(
    (value) => settle(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => {
      settle(tracked, { status: 'rejected', reason });
      // A failed load (the network) is tried again by the next call.
      catalogs.delete(locale);
    },
  );
  catalogs.set(locale, tracked);
  return tracked;
}
