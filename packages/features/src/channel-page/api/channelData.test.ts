import { describe, expect, it } from 'vitest';
import { CHANNEL_PAGE_RANGE, pageHref, pageReadsFor, readQueryKey } from '@channel-countdown/contract';
import { channelsQueryKey } from '../../shared';
import {
  channelChangesQueryKey,
  channelCyclesQueryKey,
  channelGainsQueryKey,
  channelHistoryQueryKey,
  channelMilestonesQueryKey,
  channelUploadsQueryKey,
} from './channelData';

describe("the channel page's reads", () => {
  it('are kept under the keys its header, figures and sections read them by', () => {
    const id = 7;
    const keys = pageReadsFor(pageHref('channel', { id }), { role: 'user' }).page.map(readQueryKey);
    expect(keys).toEqual([
      channelsQueryKey,
      channelHistoryQueryKey(id, CHANNEL_PAGE_RANGE),
      channelMilestonesQueryKey(id),
      channelGainsQueryKey(id, CHANNEL_PAGE_RANGE),
      channelUploadsQueryKey(id),
      channelChangesQueryKey(id),
      channelCyclesQueryKey(id),
    ]);
  });
});
