import crypto from 'node:crypto';
import Keygrip from 'keygrip';
import { describe, expect, it, vi } from 'vitest';
import { rememberingKeygrip } from './cookieKeys.js';

const KEYS = ['current-secret-0123456789abcdef', 'previous-secret-0123456789abcdef'];

describe('rememberingKeygrip', () => {
  const plain = new Keygrip(KEYS);

  it('signs and verifies as keygrip does, with every key', () => {
    const keys = rememberingKeygrip(KEYS);
    const value = 'cc.sid=abc123';
    expect(keys.sign(value)).toBe(plain.sign(value));
    expect(keys.index(value, plain.sign(value))).toBe(0);
    const signedWithOldKey = new Keygrip([KEYS[1]!]).sign(value);
    expect(keys.index(value, signedWithOldKey)).toBe(1);
    expect(keys.verify(value, signedWithOldKey)).toBe(true);
  });

  it('refuses a wrong signature every time, also after the right one was seen', () => {
    const keys = rememberingKeygrip(KEYS);
    const value = 'cc.sid=abc123';
    expect(keys.verify(value, plain.sign(value))).toBe(true);
    expect(keys.verify(value, plain.sign('cc.sid=other'))).toBe(false);
    expect(keys.verify('cc.sid=other', plain.sign(value))).toBe(false);
    expect(keys.index(value, 'forged')).toBe(-1);
    expect(keys.index(value, 'forged')).toBe(-1);
  });

  it('computes the HMACs of a verified pair once, and of a refused one every time', () => {
    const keys = rememberingKeygrip(KEYS);
    const value = 'cc.sid=abc123';
    const digest = plain.sign(value);
    const hmacs = vi.spyOn(crypto, 'createHmac');
    try {
      expect(keys.verify(value, digest)).toBe(true);
      expect(hmacs.mock.calls.length).toBeGreaterThan(0);
      hmacs.mockClear();
      expect(keys.verify(value, digest)).toBe(true);
      expect(hmacs).not.toHaveBeenCalled();

      expect(keys.verify(value, 'forged')).toBe(false);
      const perRefusal = hmacs.mock.calls.length;
      expect(perRefusal).toBeGreaterThan(0);
      expect(keys.verify(value, 'forged')).toBe(false);
      expect(hmacs.mock.calls.length).toBe(2 * perRefusal);
    } finally {
      hmacs.mockRestore();
    }
  });
});
