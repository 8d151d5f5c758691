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
    const fits = `${local}@${'b'.repeat(254 - 65)}`;
    expect(storableEmail(fits)).toBe(fits);
    expect(storableEmail(`${fits}c`)).toBeNull();
    expect(storableEmail('a\u0000@example.com')).toBeNull();
    expect(storableEmail(undefined)).toBeNull();
  });
});
