'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type HistoryRange } from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults, specQueryDefaults, type ApiClient } from '../../api';

export const channelHistoryQueryKey = (channelId: number, range: HistoryRange) =>
  [paths.channelHistory(channelId), range] as const;
export const channelGainsQueryKey = (channelId: number, range: HistoryRange) =>
  [paths.channelGains(channelId), range] as const;
export const channelUploadsQueryKey = (channelId: number) => [paths.channelUploads(channelId)] as const;
export const channelCyclesQueryKey = (channelId: number) => [paths.channelCycles(channelId)] as const;
export const channelMilestonesQueryKey = (channelId: number) => [paths.channelMilestones(channelId)] as const;
export const channelChangesQueryKey = (channelId: number) => [paths.channelChanges(channelId)] as const;

/** GET /api/channels/{id}/history?range=…: the channel's figures over time, oldest first. */
export function channelHistoryQueryOptions(api: ApiClient, channelId: number, range: HistoryRange) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelHistoryQueryKey(channelId, range),
    queryFn: () => api.call('GET', paths.channelHistory, { params: { id: channelId }, query: { range } }),
  });
}

/** GET /api/channels/{id}/gains?range=…: the channel's daily gains table, oldest day first. */
export function channelGainsQueryOptions(api: ApiClient, channelId: number, range: HistoryRange) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelGainsQueryKey(channelId, range),
    queryFn: () => api.call('GET', paths.channelGains, { params: { id: channelId }, query: { range } }),
  });
}

/** The address of the gains table's CSV file (GET /api/channels/{id}/gains.csv?range=…), for a download link. */
export const channelGainsCsvHref = (
  api: Pick<ApiClient, 'baseUrl'>,
  channelId: number,
  range: HistoryRange,
) => `${api.baseUrl}${paths.channelGainsCsv(channelId)}?${new URLSearchParams({ range })}`;

/** GET /api/channels/{id}/uploads: the channel's latest uploads, newest first. */
export function channelUploadsQueryOptions(api: ApiClient, channelId: number) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelUploadsQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelUploads, { params: { id: channelId } }),
  });
}

/** GET /api/channels/{id}/cycles: every cycle of the channel's timer, newest first. */
export function channelCyclesQueryOptions(api: ApiClient, channelId: number) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelCyclesQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelCycles, { params: { id: channelId } }),
  });
}

/** GET /api/channels/{id}/milestones: the next milestones with their estimates, and the milestone alert. */
export function channelMilestonesQueryOptions(api: ApiClient, channelId: number) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelMilestonesQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelMilestones, { params: { id: channelId } }),
  });
}

/** GET /api/channels/{id}/changes: what the channel changed, newest first. */
export function channelChangesQueryOptions(api: ApiClient, channelId: number) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelChangesQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelChanges, { params: { id: channelId } }),
  });
}

/** PUT /api/channels/{id}/milestones: sets the milestone alert (null: none); the panel shows the answer. */
export function useSetMilestoneAlert(channelId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (alert: number | null) =>
      api.call('PUT', paths.channelMilestones, { params: { id: channelId }, body: { alert } }),
    onSuccess: (saved) => queryClient.setQueryData(channelMilestonesQueryKey(channelId), saved),
  });
}

export const useChannelHistory = (channelId: number, range: HistoryRange) =>
  useQuery(channelHistoryQueryOptions(useApiClient(), channelId, range));
export const useChannelGains = (channelId: number, range: HistoryRange) =>
  useQuery(channelGainsQueryOptions(useApiClient(), channelId, range));
export const useChannelUploads = (channelId: number) =>
  useQuery(channelUploadsQueryOptions(useApiClient(), channelId));
export const useChannelCycles = (channelId: number) =>
  useQuery(channelCyclesQueryOptions(useApiClient(), channelId));
export const useChannelMilestones = (channelId: number) =>
  useQuery(channelMilestonesQueryOptions(useApiClient(), channelId));
export const useChannelChanges = (channelId: number) =>
  useQuery(channelChangesQueryOptions(useApiClient(), channelId));

/**
 * After a refresh or a cycle change on the page: its history, gains, uploads, cycles, milestones and changes are
 * read again.
 */
export function useInvalidateChannelPage(channelId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        paths.channelHistory(channelId),
        paths.channelGains(channelId),
        paths.channelUploads(channelId),
        paths.channelCycles(channelId),
        paths.channelMilestones(channelId),
        paths.channelChanges(channelId),
      ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    );
}
