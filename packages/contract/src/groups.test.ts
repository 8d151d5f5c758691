import { describe, expect, it } from 'vitest';
import {
  channelGroupsRequestSchema,
  createGroupRequestSchema,
  groupNameKey,
  updateGroupRequestSchema,
  type Group,
} from './groups.js';
import {
  groupCompare,
  groupFromParam,
  groupsOfChannel,
  groupTotals,
  inGroup,
  sortGroups,
} from './groupRules.js';

const group = (id: number, name: string, channelIds: number[]): Group => ({
  id,
  name,
  color: 'blue',
  channelIds,
  createdAt: '2026-11-20T12:00:00.000Z',
});

describe('channel groups', () => {
  it('trims names and refuses blank, long, control-character names and colours off the palette', () => {
    expect(createGroupRequestSchema.parse({ name: '  Gaming ', color: 'teal' })).toEqual({
      name: 'Gaming',
      color: 'teal',
    });
    expect(createGroupRequestSchema.safeParse({ name: 'x'.repeat(40), color: 'teal' }).success).toBe(true);
    for (const bad of [
      { name: '  ', color: 'teal' },
      { name: 'x'.repeat(41), color: 'teal' },
      { name: 'a\u0000b', color: 'teal' },
      { name: 'Gaming', color: 'turquoise' },
    ])
      expect(createGroupRequestSchema.safeParse(bad).success).toBe(false);
  });

  it('asks a rename for a name or a colour, and a channel for distinct group ids', () => {
    expect(updateGroupRequestSchema.safeParse({}).success).toBe(false);
    expect(updateGroupRequestSchema.parse({ color: 'red' })).toEqual({ color: 'red' });
    expect(channelGroupsRequestSchema.safeParse({ groupIds: [1, 1] }).success).toBe(false);
    expect(channelGroupsRequestSchema.parse({ groupIds: [] })).toEqual({ groupIds: [] });
  });

  it('compares names case aside', () => {
    expect(groupNameKey(' Gaming ')).toBe(groupNameKey('gAMING'));
    expect(groupNameKey('Ｇａｍｉｎｇ')).toBe('gaming');
    expect(groupNameKey('Gaming')).not.toBe(groupNameKey('Games'));
  });

  it("reads the page's ?group= as one of the user's groups, or none", () => {
    const groups = [group(3, 'A', []), group(7, 'B', [])];
    expect(groupFromParam('7', groups)?.name).toBe('B');
    for (const param of [null, undefined, '', '9', '07', '7.0', 'abc', '-3'])
      expect(groupFromParam(param, groups)).toBeNull();
  });

  it("filters a list to a group's channels, keeping its order, and lists a channel's groups", () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const two = group(5, 'Two', [3, 1]);
    expect(inGroup(items, two, (item) => item.id)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(inGroup(items, null, (item) => item.id)).toEqual(items);
    expect(groupsOfChannel([two, group(6, 'None', [])], 3).map((g) => g.id)).toEqual([5]);
  });

  it('offers a compare of a group of 2 to 8 channels, and says how many otherwise', () => {
    expect(groupCompare([])).toEqual({ kind: 'too-few', count: 0 });
    expect(groupCompare([4])).toEqual({ kind: 'too-few', count: 1 });
    expect(groupCompare([4, 9])).toEqual({ kind: 'ready', channelIds: [4, 9] });
    expect(groupCompare([1, 2, 3, 4, 5, 6, 7, 8])).toMatchObject({ kind: 'ready' });
    expect(groupCompare([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ kind: 'too-many', count: 9 });
  });

  it("adds up a group's channels, subscribers, views and videos, and says when a count is unknown", () => {
    expect(
      groupTotals([
        { subscriberCount: 1000, viewCount: 50_000, videoCount: 10 },
        { subscriberCount: 250, viewCount: 7_000, videoCount: 4 },
      ]),
    ).toEqual({ channels: 2, subscribers: 1250, views: 57_000, videos: 14, incomplete: false });
    expect(groupTotals([{ subscriberCount: null, viewCount: 1, videoCount: 1 }])).toEqual({
      channels: 1,
      subscribers: 0,
      views: 1,
      videos: 1,
      incomplete: true,
    });
    expect(groupTotals([])).toMatchObject({ channels: 0, subscribers: 0, incomplete: false });
  });

  it('orders groups by name, case aside', () => {
    expect(
      sortGroups([group(1, 'music', []), group(2, 'Art', []), group(3, 'Music', [])]).map((g) => g.id),
    ).toEqual([2, 1, 3]);
  });
});
