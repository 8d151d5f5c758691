import { describe, expect, it } from 'vitest';
import { mergeChannelItems, thumbnailAtSize } from './channels';

describe('thumbnailAtSize', () => {
  it('rewrites the size parameter of a YouTube avatar to 240', () => {
    expect(thumbnailAtSize('https://yt3.ggpht.com/abc=s88-c-k-c0x00ffffff-no-rj')).toBe(
      'https://yt3.ggpht.com/abc=s240-c-k-c0x00ffffff-no-rj',
    );
    expect(thumbnailAtSize('https://yt3.googleusercontent.com/xyz=s800')).toBe(
      'https://yt3.googleusercontent.com/xyz=s240',
    );
    expect(thumbnailAtSize('https://yt3.ggpht.com/-a/AAAA/s88-c-k-no/photo.jpg')).toBe(
      'https://yt3.ggpht.com/-a/AAAA/s240-c-k-no/photo.jpg',
    );
  });

  it('leaves other URLs alone and maps missing to null', () => {
    expect(thumbnailAtSize('https://example.com/pic.png')).toBe('https://example.com/pic.png');
    expect(thumbnailAtSize(null)).toBeNull();
    expect(thumbnailAtSize('')).toBeNull();
  });
});

describe('mergeChannelItems', () => {
  it('flattens {channels, users} into a channel with its owner', () => {
    const channel = {
      id: 3,
      channelId: 'UCx',
      channelName: 'X',
      channelDescription: null,
      thumbnailUrl: null,
      subscriberCount: 10,
      videoCount: 2,
      lastFetched: null,
      refreshFailure: null,
      lastUpload: null,
      createdAt: '2026-01-01T00:00:00Z',
      userId: 9,
    };
    expect(
      mergeChannelItems([
        { channels: channel, users: { id: 9, username: 'owner' } },
        { channels: { ...channel, id: 4 }, users: null },
      ]),
    ).toEqual([
      { ...channel, user: { id: 9, username: 'owner' } },
      { ...channel, id: 4, user: null },
    ]);
  });
});
