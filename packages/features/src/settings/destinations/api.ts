'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type CreateDestinationRequest,
  type Destination,
  type UpdateDestinationRequest,
} from '@channel-countdown/contract';
import { specMutationDefaults, specQueryDefaults, useApiClient } from '../../api';
import { destinationsQueryKey, destinationsQueryOptions } from '../../notifications';

export { destinationsQueryKey, destinationsQueryOptions };

export function useDestinations() {
  return useQuery(destinationsQueryOptions(useApiClient()));
}

/** POST /api/destinations: a webhook's answer holds its secret, shown this once; the list gains it without. */
export function useCreateDestination() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateDestinationRequest) =>
      api.call('POST', paths.destinations, { body: request }),
    onSuccess: ({ secret: _shownOnce, ...listed }) => {
      queryClient.setQueryData<Destination[]>(destinationsQueryKey, (list) => [...(list ?? []), listed]);
      void queryClient.invalidateQueries({ queryKey: destinationsQueryKey });
    },
  });
}

/** DELETE /api/destinations/:id: it and its log go. */
export function useDeleteDestination() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (id: number) => api.call('DELETE', paths.destination, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Destination[]>(destinationsQueryKey, (list) =>
        list?.filter((destination) => destination.id !== id),
      );
    },
  });
}

/** POST /api/destinations/:id/test: what the receiver made of a test message; the log gains it. */
export function useTestDestination() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (id: number) => api.call('POST', paths.destinationTest, { params: { id } }),
    onSuccess: (_answer, id) =>
      void queryClient.invalidateQueries({ queryKey: [paths.destinationDeliveries.pattern, id] }),
  });
}

/** GET /api/destinations/:id/deliveries: the destination's recent deliveries, newest first. */
export function useDestinationDeliveries(id: number | null) {
  const api = useApiClient();
  return useQuery({
    ...specQueryDefaults,
    queryKey: [paths.destinationDeliveries.pattern, id],
    queryFn: () => api.call('GET', paths.destinationDeliveries, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** PATCH /api/destinations/:id: its name, events or channels change (never its secret); the list shows it. */
export function useUpdateDestination() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ id, change }: { id: number; change: UpdateDestinationRequest }) =>
      api.call('PATCH', paths.destination, { params: { id }, body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Destination[]>(destinationsQueryKey, (list) =>
        list?.map((destination) => (destination.id === saved.id ? saved : destination)),
      );
    },
  });
}
