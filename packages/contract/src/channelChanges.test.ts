import { describe, expect, it } from 'vitest';
import { channelChanges, pictureKey, type ChannelIdentity } from './channelChanges.js';

const stored: ChannelIdentity = {
  name: 'Fake Creator',
  handle: 'fakecreator',
  pictureUrl: 'https://yt3.ggpht.com/abc=s800-c-k-c0x00ffffff-no-rj',
  subscribersHidden: false,
};

describe('channelChanges', () => {
  it('finds nothing when nothing changed, or a picture only served at another size', () => {
    expect(channelChanges(stored, { ...stored })).toEqual([]);
    expect(
      channelChanges(stored, {
        ...stored,
        pictureUrl: 'https://yt3.ggpht.com/abc=s88-c-k-c0x00ffffff-no-rj',
      }),
    ).toEqual([]);
    expect(
      channelChanges(stored, {
        ...stored,
        pictureUrl: 'https://yt3.googleusercontent.com/abc=s900-c-k-c0x00ffffff-no-rj',
      }),
    ).toEqual([]);
    expect(pictureKey('http://x/thumbs/a.svg?s=800')).toBe(pictureKey('http://x/thumbs/a.svg?s=88'));
    expect(pictureKey('http://x/thumbs/a.svg')).not.toBe(pictureKey('http://x/thumbs/b.svg'));
  });

  it('finds a rename, a handle change, a new picture and a hidden count, each once, in order', () => {
    expect(
      channelChanges(stored, {
        name: 'Fake Creator Studio',
        handle: 'fakestudio',
        pictureUrl: 'https://yt3.ggpht.com/xyz=s800-c-k-c0x00ffffff-no-rj',
        subscribersHidden: true,
      }),
    ).toEqual([
      { kind: 'renamed', before: 'Fake Creator', after: 'Fake Creator Studio' },
      { kind: 'handle', before: 'fakecreator', after: 'fakestudio' },
      {
        kind: 'picture',
        before: 'https://yt3.ggpht.com/abc=s800-c-k-c0x00ffffff-no-rj',
        after: 'https://yt3.ggpht.com/xyz=s800-c-k-c0x00ffffff-no-rj',
      },
      { kind: 'subscribers-hidden', before: null, after: null },
    ]);
  });

  it('finds a count shown again', () => {
    expect(channelChanges({ ...stored, subscribersHidden: true }, stored)).toEqual([
      { kind: 'subscribers-shown', before: null, after: null },
    ]);
  });

  it('takes what either side does not know for no change', () => {
    const unknown: ChannelIdentity = { ...stored, handle: null, pictureUrl: null, subscribersHidden: null };
    expect(channelChanges(unknown, { ...stored, subscribersHidden: true })).toEqual([]);
    expect(channelChanges({ ...stored, subscribersHidden: true }, unknown)).toEqual([]);
  });
});
