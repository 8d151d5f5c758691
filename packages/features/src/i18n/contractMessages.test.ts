import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from '@channel-countdown/contract';
import { checkForm } from '../shared';
import { LOCALES, loadCatalog, translateContractText, contractMessage } from '.';

describe('the contract’s English texts in the reader’s language', () => {
  it('every message the sign-in and sign-up schemas give is in the catalogs', () => {
    const values = [
      { username: '', password: '' },
      { username: 'a', password: '1', email: 'nope', confirmPassword: '2' },
      { username: 'no spaces!', password: '', email: '', confirmPassword: '' },
    ];
    const messages = new Set<string>();
    for (const schema of [loginRequestSchema, registerRequestSchema])
      for (const value of values) {
        const check = checkForm(schema, value);
        if (!check.ok) for (const message of Object.values(check.errors)) messages.add(String(message));
      }
    expect(messages.size).toBeGreaterThan(3);
    for (const message of messages) expect(contractMessage(message), message).toBeDefined();
  });

  it('a known text is translated in each language, an unknown one is left as it is', async () => {
    for (const locale of LOCALES) {
      const i18n = await loadCatalog(locale);
      const known = translateContractText(i18n, 'Username is required');
      if (locale === 'en') expect(known).toBe('Username is required');
      else expect(known).not.toBe('Username is required');
      expect(translateContractText(i18n, 'Something only the server says')).toBe(
        'Something only the server says',
      );
    }
  });
});
