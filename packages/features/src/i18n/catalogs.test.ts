import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { LOCALES, isLocale, loadCatalog, localeDirection } from '.';
import { lengthenedMessages } from './catalogs';

const signIn = msg`Sign In`;

describe('the languages', () => {
  it('each language loads its own catalog, active in that language, once', async () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const i18n = await loadCatalog(locale);
      expect(i18n.locale).toBe(locale);
      seen.add(i18n._(signIn));
      // Loaded once: a later call gives the same texts, already settled for React's `use`.
      const again = loadCatalog(locale);
      expect(again.status).toBe('fulfilled');
      expect(await again).toBe(i18n);
    }
    // Five languages, five wordings of the same text.
    expect([...seen]).toEqual(['Sign In', 'Iniciar sesión', 'Anmelden', 'ログイン', 'تسجيل الدخول']);
  });

  it('a loaded language is there at once; another is pending until its catalog arrives', async () => {
    expect(loadCatalog('en').status).toBe('fulfilled');
    const pseudo = loadCatalog('pseudo');
    expect(pseudo.status).toBe('pending');
    // The development language: the English texts accented, so a text that skipped the catalog stands out.
    const text = (await pseudo)._(signIn);
    expect(text).not.toBe('Sign In');
    expect(text.normalize('NFD').replace(/[^a-zA-Z ]/g, '')).toContain('Sign In');
    // A third longer, as a longer language would be: 'Sign In' (7 letters) gains 3, as a word of its own.
    expect(text).toMatch(/ ~~~$/);
  });

  it('the pseudo texts grow by a third of their letters, placeholders and markup aside, in words that can wrap', () => {
    expect(
      lengthenedMessages({
        greeting: ['Hello ', ['name']],
        long: '<p>Twenty letters here</p>',
        empty: '',
      }),
    ).toEqual({
      greeting: ['Hello ', ['name'], ' ~~~'],
      long: '<p>Twenty letters here</p> ~~~~~~ ~',
      empty: '',
    });
  });

  it('Arabic reads right to left, the others left to right', () => {
    expect(LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar']);
    expect(localeDirection('pseudo')).toBe('ltr');
  });

  it('a page’s lang names a language of the app or none', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('pseudo')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('')).toBe(false);
  });
});

// The PO files as their translators write them (the app itself reads them compiled, where a missing text
// would already be the English one).
const poFiles = import.meta.glob<string>('../locales/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A PO catalog's messages: each message's key (its context and English text) and its translation. */
function poMessages(locale: string): Map<string, string> {
  const text = poFiles[`../locales/${locale}.po`] ?? '';
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const messages = new Map<string, string>();
  for (const entry of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(entry);
      return match
        ? match[1]!
            .trim()
            .split('\n')
            .map((line) => unquote(line.trim()))
            .join('')
        : undefined;
    };
    const id = field('msgid');
    // The header (empty msgid) is not a message.
    if (!id) continue;
    messages.set(`${field('msgctxt') ?? ''}\u0004${id}`, field('msgstr') ?? '');
  }
  return messages;
}

describe('the catalogs', () => {
  const english = poMessages('en');

  it('the English catalog holds the texts of the screens', () => {
    expect(english.size).toBeGreaterThan(100);
    expect(english.has('\u0004Sign In')).toBe(true);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s translates every message of the English catalog, and no other',
    (locale) => {
      const translated = poMessages(locale);
      const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
      expect(missing).toEqual([]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s keeps every placeholder of the English text',
    (locale) => {
      const translated = poMessages(locale);
      // `{name}` placeholders and the variable of a plural (`{count, plural, ...}`): each name once.
      const placeholders = (text: string) => [
        ...new Set(
          [...text.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map(
            (match) => match[1],
          ),
        ),
      ];
      for (const key of english.keys()) {
        const id = key.split('\u0004')[1]!;
        expect(placeholders(translated.get(key) ?? '').sort(), `${locale}: ${id}`).toEqual(
          placeholders(id).sort(),
        );
      }
    },
  );
});
