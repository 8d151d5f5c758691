import { describe, expect, it } from 'vitest';
import { completionBand, ofAllCyclesText, ofEndedCyclesText, topChannelsByCompletion } from './completion';

describe('completion texts', () => {
  it('name which of the two rates a figure is', () => {
    expect(ofAllCyclesText(67)).toBe('67% of all cycles completed');
    expect(ofEndedCyclesText(100)).toBe('100% of ended cycles completed (upload or not)');
  });
});

describe('completionBand (80 / 50)', () => {
  it('is good from 80', () => {
    expect(completionBand(100)).toBe('good');
    expect(completionBand(80)).toBe('good');
  });
  it('is medium from 50 to just under 80', () => {
    expect(completionBand(79)).toBe('medium');
    expect(completionBand(50)).toBe('medium');
  });
  it('is poor below 50', () => {
    expect(completionBand(49)).toBe('poor');
    expect(completionBand(0)).toBe('poor');
  });
});

describe('topChannelsByCompletion', () => {
  const channel = (channelName: string, total: number, completed: number) => ({
    channelName,
    cycles: { total, completed },
  });

  it('keeps the 3 best rates, best first, with their bands', () => {
    const ranked = topChannelsByCompletion([
      channel('Low', 4, 1),
      channel('Perfect', 2, 2),
      channel('Half', 4, 2),
      channel('Most', 5, 4),
    ]);
    expect(ranked.map((entry) => [entry.channel.channelName, entry.rate, entry.band])).toEqual([
      ['Perfect', 100, 'good'],
      ['Most', 80, 'good'],
      ['Half', 50, 'medium'],
    ]);
  });

  it('leaves out channels without cycles and breaks ties by completed cycles, then name', () => {
    const ranked = topChannelsByCompletion([
      channel('None', 0, 0),
      channel('Beta', 2, 1),
      channel('Alpha', 2, 1),
      channel('Bigger', 4, 2),
    ]);
    expect(ranked.map((entry) => entry.channel.channelName)).toEqual(['Bigger', 'Alpha', 'Beta']);
  });

  it('returns an empty list when no channel had a cycle', () => {
    expect(topChannelsByCompletion([channel('New', 0, 0)])).toEqual([]);
  });
});
