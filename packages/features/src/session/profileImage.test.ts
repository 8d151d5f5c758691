import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, forgetLegacyProfileImage, legacyProfileImageKey } from './profileImage';

describe('the profile picture helpers', () => {
  it('turns a base64 data URL into a Blob of its type and bytes', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('keeps the text of a URL-encoded SVG', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg></svg>');
  });

  it('refuses anything that is not a data URL', () => {
    expect(() => dataUrlToBlob('https://example.com/a.png')).toThrow('Not a data URL');
  });

  it('removes the copy earlier versions kept in browser storage', () => {
    localStorage.setItem(legacyProfileImageKey(7), 'data:image/png;base64,AAAA');
    localStorage.setItem(legacyProfileImageKey(8), 'data:image/png;base64,BBBB');
    forgetLegacyProfileImage(localStorage, 7);
    expect(localStorage.getItem('profileImage_7')).toBeNull();
    expect(localStorage.getItem('profileImage_8')).not.toBeNull();
  });
});
