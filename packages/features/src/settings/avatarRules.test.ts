import { describe, expect, it } from 'vitest';
import { avatarEncoding, avatarTargetSize, checkAvatarFile } from './avatarRules';

const MB = 1024 * 1024;

describe('checkAvatarFile', () => {
  it.each([
    ['image/jpeg', 'JPEG', 10],
    ['image/jpg', 'JPG', 10],
    ['image/png', 'PNG', 10],
    ['image/webp', 'WEBP', 10],
    ['image/bmp', 'BMP', 10],
    ['image/tiff', 'TIFF', 10],
    ['image/avif', 'AVIF', 10],
    ['image/gif', 'GIF', 20],
    ['image/svg+xml', 'SVG', 2],
  ])('%s: accepts exactly %sMB, refuses one byte more', (type, name, limitMb) => {
    expect(checkAvatarFile({ type, size: limitMb * MB - 1 })).toEqual({ ok: true });
    expect(checkAvatarFile({ type, size: limitMb * MB })).toEqual({ ok: true });
    expect(checkAvatarFile({ type, size: limitMb * MB + 1 })).toEqual({
      ok: false,
      title: 'File Too Large',
      description: `Please select a ${name} image smaller than ${limitMb}MB.`,
    });
  });

  it('refuses a type that is not an accepted image format', () => {
    for (const type of ['application/pdf', 'image/heic', 'text/plain', '']) {
      expect(checkAvatarFile({ type, size: 10 })).toMatchObject({ ok: false, title: 'Unsupported Format' });
    }
  });

  it('checks the format before the size', () => {
    expect(checkAvatarFile({ type: 'video/mp4', size: 50 * MB })).toMatchObject({
      title: 'Unsupported Format',
    });
  });
});

describe('avatarTargetSize', () => {
  it('scales a 1200×300 image to 400×100', () => {
    expect(avatarTargetSize(1200, 300)).toEqual({ width: 400, height: 100 });
  });

  it('scales a portrait image on its height', () => {
    expect(avatarTargetSize(300, 1200)).toEqual({ width: 100, height: 400 });
  });

  it('keeps an image whose longer side is already at most 400 px', () => {
    expect(avatarTargetSize(400, 250)).toEqual({ width: 400, height: 250 });
    expect(avatarTargetSize(64, 64)).toEqual({ width: 64, height: 64 });
  });

  it('never scales a side down to zero', () => {
    expect(avatarTargetSize(4000, 1)).toEqual({ width: 400, height: 1 });
  });
});

describe('avatarEncoding', () => {
  it('keeps PNG as PNG at quality 0.9', () => {
    expect(avatarEncoding('image/png')).toEqual({ kind: 'reencode', type: 'image/png', quality: 0.9 });
  });

  it('turns WebP into PNG at quality 0.9', () => {
    expect(avatarEncoding('image/webp')).toEqual({ kind: 'reencode', type: 'image/png', quality: 0.9 });
  });

  it('keeps JPEG as JPEG at quality 0.8, and encodes the other bitmaps as JPEG too', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/bmp', 'image/tiff', 'image/avif']) {
      expect(avatarEncoding(type)).toEqual({ kind: 'reencode', type: 'image/jpeg', quality: 0.8 });
    }
  });

  it('stores GIF and SVG unchanged', () => {
    expect(avatarEncoding('image/gif')).toEqual({ kind: 'unchanged' });
    expect(avatarEncoding('image/svg+xml')).toEqual({ kind: 'unchanged' });
  });
});
