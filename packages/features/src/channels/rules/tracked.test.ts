import { describe, expect, it } from 'vitest';
import { trackedChannel } from './tracked';

describe('trackedChannel', () => {
  const channels = [
    { id: 1, channelId: 'UCpixelPineStudio0000001' },
    { id: 2, channelId: 'UCfakeCreator00000000001' },
  ];

  it('finds the channel with the same YouTube id', () => {
    expect(trackedChannel(channels, 'UCfakeCreator00000000001')?.id).toBe(2);
  });

  it('a look-alike id (another case, another id) is not the same channel', () => {
    expect(trackedChannel(channels, 'UCfakecreator00000000001')).toBeUndefined();
    expect(trackedChannel(channels, 'UCfakeCreator00000000002')).toBeUndefined();
  });

  it('nothing while the list or the id is unknown', () => {
    expect(trackedChannel(undefined, 'UCfakeCreator00000000001')).toBeUndefined();
    expect(trackedChannel(channels, '')).toBeUndefined();
  });
});
