import { describe, expect, it } from 'vitest';
import { storableEmail, storableText, storableTextOrNull } from './storableText.js';

describe('storableText', () => {
  it('removes NUL characters and keeps everything else', () => {
    expect(storableText('Fake\u0000 Creator \u202e', 255)).toBe('Fake Creator \u202e');
  });

  it('cuts to the column length in characters, never inside a surrogate pair', () => {
    expect(storableText('ab😀cd', 3)).toBe('ab😀');
    expect(storableText('x'.repeat(300), 255)).toHaveLength(255);
  });

  it('keeps null and makes text that was only NULs null', () => {
    expect(storableTextOrNull(null, 10)).toBeNull();
    expect(storableTextOrNull('\u0000', 10)).toBeNull();
  });
});

describe('storableEmail', () => {
  it('keeps an address of up to 254 characters and drops longer ones or ones with NUL', () => {
    const local = 'a'.repeat(64);
    // 64 + 1 + 189 = 254 characters, each label of the domain at most 63.
    const fits = `${local}@${'b'.repeat(63)}.${'b'.repeat(60)}.${'b'.repeat(60)}.com`;
    expect(fits).toHaveLength(254);
    expect(storableEmail(fits)).toBe(fits);
    expect(storableEmail(`${fits}c`)).toBeNull();
    expect(storableEmail('a\u0000@example.com')).toBeNull();
    expect(storableEmail(undefined)).toBeNull();
  });

  it('keeps one address only: no list, display name, spaces or line breaks', () => {
    expect(storableEmail('ada.lovelace+cc@mail.example.org')).toBe('ada.lovelace+cc@mail.example.org');
    for (const email of [
      'a@example.com, b@evil.example',
      'a@example.com;b@evil.example',
      'a@example.com\r\nBcc: b@evil.example',
      'a@example.com\nb@evil.example',
      'Ada <ada@example.com>',
      '"Ada" <ada@example.com>',
      'ada@example.com ',
      'a@b@example.com',
    ])
      expect(storableEmail(email), email).toBeNull();
  });
});
