import { GROUP_COLORS, type Group, type GroupColor } from '@channel-countdown/contract';
import { iso } from '../presenterValues.js';

/** A colour the column holds that this build does not know (never written by it) reads as the first. */
const colorOf = (value: unknown): GroupColor =>
  (GROUP_COLORS as readonly string[]).includes(String(value)) ? (value as GroupColor) : GROUP_COLORS[0];

/** A channel_groups row and the ids of its channels, as the API answers it. */
export function groupDto(row: Record<string, unknown>, channelIds: readonly number[]): Group {
  return {
    id: Number(row.id),
    name: String(row.name),
    color: colorOf(row.color),
    channelIds: [...channelIds].sort((a, b) => a - b),
    createdAt: iso(row.created_at),
  };
}
