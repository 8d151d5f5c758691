import { describe, expect, it } from 'vitest';
import { chooseLocale, isLocale, localeDirection, preferredLocale, LOCALES } from './locales.js';

describe('the language of a page', () => {
  it("is the browser's most wanted language the app is offered in, by its main language", () => {
    expect(preferredLocale(['fr-CA', 'es-MX', 'en'])).toBe('es');
    expect(preferredLocale(['de_AT'])).toBe('de');
    expect(preferredLocale(['JA'])).toBe('ja');
    expect(preferredLocale(['*', 'ar-EG'])).toBe('ar');
    expect(preferredLocale(['fr', 'it'])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
  });

  it("is the user's Language setting over the browser's; with neither, English", () => {
    expect(chooseLocale('de', 'es')).toBe('de');
    expect(chooseLocale('auto', 'es')).toBe('es');
    expect(chooseLocale(undefined, 'ja')).toBe('ja');
    expect(chooseLocale('auto', undefined)).toBe('en');
    expect(chooseLocale(undefined, undefined)).toBe('en');
  });

  it('reads right to left in Arabic only', () => {
    expect(LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar']);
    expect(isLocale('pseudo')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });
});
