import { paths } from '@channel-countdown/contract';
import { mergeChannelItems } from '../rules';
import { useAdminList } from './adminList';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/channels: {channels, users} items, merged into channels that carry their owner. */
export const adminChannelsQueryKey = [paths.adminChannels] as const;

export function useAdminChannels(flags: AdminQueryFlags) {
  const list = useAdminList(paths.adminChannels, {}, flags);
  const items = list.items && mergeChannelItems(list.items);
  return { ...list, items, read: { ...list.read, data: items } };
}
