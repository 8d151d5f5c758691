import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locales';

// Each other language's PO catalog, compiled by Lingui's Vite plugin into a module of its messages, is a file of
// its own: a page in that language loads it (the server's page preloads it) before it first renders, and no page
// carries another language's texts. English, the language the texts are written in, has no file to load: each
// text carries its English (build/linguiTexts.ts), so a chunk brings the English of the texts it shows.
const catalogFiles = import.meta.glob<Messages>(['../locales/*.po', '!../locales/en.po'], {
  import: 'messages',
});

const catalogPath = (locale: Locale) => `../locales/${locale}.po`;

function activated(locale: Locale, messages: Messages | undefined): I18n {
  if (!messages) throw new Error(`No catalog for the language ${locale}`);
  return setupI18n({
    locale,
    messages: { [locale]: locale === 'pseudo' ? lengthenedMessages(messages) : messages },
  });
}

/** How much longer the pseudo language's texts are than the English ones: as much as German or Spanish run. */
export const PSEUDO_LENGTHENING = 0.35;

type CompiledMessage = Messages[string];

/**
 * The pseudo language's texts (Lingui's accented English) made 35 % longer, so a layout that would truncate or
 * overflow in a longer language does so in development and in the stories' pseudo pass: each text ends with
 * words of '~' as long as 35 % of its own letters (words, so a line can still wrap between them).
 */
export function lengthenedMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, lengthened(message)]),
  ) as Messages;
}

function lengthened(message: CompiledMessage): CompiledMessage {
  const tokens = typeof message === 'string' ? [message] : message;
  const letters = tokens.reduce<number>(
    (sum, token) => sum + (typeof token === 'string' ? token.replace(/<[^>]*>/g, '').length : 0),
    0,
  );
  const extra = Math.ceil(letters * PSEUDO_LENGTHENING);
  if (extra === 0) return message;
  const padding = ` ${'~'.repeat(extra).replace(/(~{6})(?=~)/g, '$1 ')}`;
  return typeof message === 'string' ? message + padding : [...message, padding];
}

/**
 * A language's texts on their way, saying how far they are in `status` (and `value` or `reason`): the fields
 * React's `use` reads, so a loaded catalog is used at once instead of suspending the render.
 */
export type CatalogPromise = Promise<I18n> &
  (PendingReactPromise<I18n> | FulfilledReactPromise<I18n> | RejectedReactPromise<I18n>);

// One Lingui instance per language, never switched to another: a server drawing pages in several languages at
// once shares these, and a page's language is the instance its providers hold.
/**
 * The English texts: what a text reads where no page's language is at hand, and an English page's. Its texts
 * are the ones each text carries, so it is ready from the start.
 */
export const englishI18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
const catalogs = new Map<Locale, CatalogPromise>([
  [
    DEFAULT_LOCALE,
    Object.assign(Promise.resolve(englishI18n), { status: 'fulfilled' as const, value: englishI18n }),
  ],
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
  const load = catalogFiles[catalogPath(locale)];
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
