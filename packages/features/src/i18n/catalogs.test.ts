import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { LOCALES, isLocale, loadCatalog, localeDirection } from '.';

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

  it('English is there from the start; another language is pending until its catalog arrives', async () => {
    expect(loadCatalog('en').status).toBe('fulfilled');
    const pseudo = loadCatalog('pseudo');
    expect(pseudo.status).toBe('pending');
    // The development language: the English texts accented, so a text that skipped the catalog stands out.
    const text = (await pseudo)._(signIn);
    expect(text).not.toBe('Sign In');
    expect(text.normalize('NFD').replace(/[^a-zA-Z ]/g, '')).toContain('Sign In');
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
