import { describe, expect, it } from 'vitest';
import { mergeCounts, type ChannelCounts } from './storedCounts.js';

const exact: ChannelCounts = {
  subscriberCount: 1_250_000,
  videoCount: 342,
  viewCount: 98_765_432,
  countsApproximate: false,
};
const none: ChannelCounts = {
  subscriberCount: null,
  videoCount: null,
  viewCount: null,
  countsApproximate: false,
};

describe('mergeCounts', () => {
  it('stores a first lookup as it is', () => {
    expect(mergeCounts(null, { ...none, subscriberCount: 5, countsApproximate: true })).toEqual({
      ...none,
      subscriberCount: 5,
      countsApproximate: true,
    });
  });

  it('keeps every stored figure when the lookup has none, and their exactness', () => {
    expect(mergeCounts(exact, none)).toEqual(exact);
  });

  it('replaces figures the lookup has; the flag follows what is stored', () => {
    const page: ChannelCounts = {
      subscriberCount: 1_300_000,
      videoCount: 340,
      viewCount: null,
      countsApproximate: true,
    };
    expect(mergeCounts(exact, page)).toEqual({
      subscriberCount: 1_300_000,
      videoCount: 340,
      viewCount: 98_765_432,
      countsApproximate: true,
    });
    expect(mergeCounts({ ...page, viewCount: null }, exact)).toEqual(exact);
  });

  it('is exact when only exact figures are kept beside exact new ones', () => {
    const apiWithoutViews: ChannelCounts = { ...exact, viewCount: null };
    expect(mergeCounts(exact, apiWithoutViews)).toEqual(exact);
  });

  it('keeps an approximate stored figure flagged even when the new ones are exact', () => {
    const stored: ChannelCounts = {
      subscriberCount: 1_300_000,
      videoCount: null,
      viewCount: null,
      countsApproximate: true,
    };
    expect(mergeCounts(stored, { ...none, videoCount: 3 })).toEqual({
      subscriberCount: 1_300_000,
      videoCount: 3,
      viewCount: null,
      countsApproximate: true,
    });
  });
});
