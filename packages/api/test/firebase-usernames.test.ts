import { usernameSchema } from '@channel-countdown/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniqueUsername, usernameBase } from '../src/identity/usernames.js';

describe('usernames from Google accounts', () => {
  it.each([
    ['ada.lovelace+yt@gmail.com', 'ada_lovelace_yt'],
    ['Ada@Example.com', 'Ada'],
    ['josé.núñez@example.com', 'jose_nunez'],
    ['a@example.com', 'a__'],
    ['___@example.com', 'user'],
    ['@example.com', 'user'],
    [`${'x'.repeat(80)}@example.com`, 'x'.repeat(50)],
  ])('derives %s → %s', (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });

  it('falls back to the display name, then to "user"', () => {
    expect(usernameBase(null, 'Grace Hopper')).toBe('Grace_Hopper');
    expect(usernameBase(null, null)).toBe('user');
  });

  it('adds the smallest free number, case-insensitively, within 50 characters', () => {
    expect(uniqueUsername('ada', new Set())).toBe('ada');
    expect(uniqueUsername('ada', new Set(['ada']))).toBe('ada2');
    expect(uniqueUsername('Ada', new Set(['ada', 'ada2']))).toBe('Ada3');
    const long = 'y'.repeat(50);
    expect(uniqueUsername(long, new Set([long]))).toBe(`${'y'.repeat(49)}2`);
  });

  it('always gives a name the register rules accept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.domain(), (local, domain) => {
        const name = usernameBase(`${local}@${domain}`);
        expect(usernameSchema.safeParse(name).success).toBe(true);
        expect(usernameSchema.safeParse(uniqueUsername(name, new Set([name.toLowerCase()]))).success).toBe(
          true,
        );
      }),
    );
  });
});
