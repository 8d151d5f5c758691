import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_IMAGE_MAX_BYTES,
  loadProfileImage,
  profileImageKey,
  removeProfileImage,
  saveProfileImage,
} from './profileImage';

const image = (totalLength: number) => {
  const prefix = 'data:image/png;base64,';
  return prefix + 'A'.repeat(totalLength - prefix.length);
};

describe('profile image storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("keeps the image under 'profileImage_' + the user id", () => {
    expect(saveProfileImage(localStorage, 7, image(100))).toBe('saved');
    expect(profileImageKey(7)).toBe('profileImage_7');
    expect(localStorage.getItem('profileImage_7')).toBe(image(100));
    expect(loadProfileImage(localStorage, 7)).toBe(image(100));
    expect(loadProfileImage(localStorage, 8)).toBeNull();
  });

  it('accepts exactly 4 MB and refuses one byte more', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(saveProfileImage(localStorage, 1, image(PROFILE_IMAGE_MAX_BYTES + 1))).toBe('too-large');
    expect(localStorage.getItem('profileImage_1')).toBeNull();
    expect(saveProfileImage(localStorage, 1, image(PROFILE_IMAGE_MAX_BYTES))).toBe('saved');
  });

  it('stores only data:image values', () => {
    expect(saveProfileImage(localStorage, 1, 'https://example.com/me.png')).toBe('not-an-image');
    expect(saveProfileImage(localStorage, 1, 'data:text/plain;base64,SGk=')).toBe('not-an-image');
    expect(localStorage.getItem('profileImage_1')).toBeNull();
  });

  it('removes a corrupt stored value with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('profileImage_3', 'not an image');
    expect(loadProfileImage(localStorage, 3)).toBeNull();
    expect(localStorage.getItem('profileImage_3')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reports a storage failure instead of throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as Storage;
    expect(saveProfileImage(full, 1, image(100))).toBe('storage-error');
  });

  it('removes the image for null and on sign-out', () => {
    saveProfileImage(localStorage, 2, image(50));
    expect(saveProfileImage(localStorage, 2, null)).toBe('removed');
    expect(localStorage.getItem('profileImage_2')).toBeNull();
    saveProfileImage(localStorage, 2, image(50));
    removeProfileImage(localStorage, 2);
    expect(loadProfileImage(localStorage, 2)).toBeNull();
  });
});
