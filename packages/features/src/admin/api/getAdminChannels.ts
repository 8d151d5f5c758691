import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminChannelItem } from '@channel-countdown/contract';
import { useApiClient, type ApiClient } from '../../api';
import { mergeChannelItems } from '../rules';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/channels: {channels, users} items, merged into channels that carry their owner. */
export const adminChannelsQueryKey = [paths.adminChannels] as const;

export function adminChannelsQueryOptions(api: ApiClient, { enabled }: AdminQueryFlags) {
  return queryOptions({
    queryKey: adminChannelsQueryKey,
    queryFn: () => api.get<AdminChannelItem[]>(paths.adminChannels),
    select: mergeChannelItems,
    enabled,
  });
}

export function useAdminChannels(flags: AdminQueryFlags) {
  return useQuery(adminChannelsQueryOptions(useApiClient(), flags));
}
