'use client';

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage, paths } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient, type CallAnswer, type CallInput } from '../../api';
import type { AdminQueryFlags } from './getAdminStats';
import { listTotalText } from '../rules/totals';
import type { Read } from '../../shared';

/**
 * One paged admin list (issue 22): GET path?limit=&cursor=&q=&filter=&sort= page after page. The query key
 * starts with the path, so invalidating [path] reloads every search, filter and sort of that list; each
 * page asks the server for the next one with the previous page's cursor.
 */
/** The paged lists' paths; each answers pages of its own rows. */
export type AdminListPath =
  typeof paths.adminUsers | typeof paths.adminChannels | typeof paths.adminTimers | typeof paths.adminNotes;

/** What a list's caller chooses: everything of its query but the cursor, which paging sets. */
export type AdminListQuery<P extends AdminListPath> =
  CallInput<'GET', P> extends { query?: infer Query } ? Omit<NonNullable<Query>, 'cursor'> : never;
/** A row of the list. */
export type AdminListItem<P extends AdminListPath> =
  CallAnswer<'GET', P> extends AdminPage<infer Item> ? Item : never;
type AdminListPage<P extends AdminListPath> = AdminPage<AdminListItem<P>>;

export function adminListQueryOptions<P extends AdminListPath>(
  api: ApiClient,
  path: P,
  params: AdminListQuery<P>,
  { enabled }: AdminQueryFlags,
) {
  const page = (cursor: string | undefined) =>
    api.call('GET', path as AdminListPath, { query: { ...params, cursor } }) as Promise<AdminListPage<P>>;
  return infiniteQueryOptions({
    ...specQueryDefaults,
    queryKey: [path, params] as const,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminListPage<P>) => last.nextCursor ?? undefined,
    // While a new search or sort loads, the rows of the previous one stay (no flash of skeletons).
    placeholderData: (previous) => previous,
    enabled,
  });
}

export interface AdminListResult<T> {
  items: T[] | undefined;
  /** How many rows match the query on the server (at most ADMIN_SEARCH_COUNT_CAP for a search). */
  total: number | undefined;
  /** The total as the count badges write it ('1000+' when a search matched more than the server counts). */
  totalText: string | undefined;
  isPending: boolean;
  /** The list's first pages as one read, for ReadState: the items, or why they could not be loaded. */
  read: Read<T[]>;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

export function useAdminList<P extends AdminListPath>(
  path: P,
  params: AdminListQuery<P>,
  flags: AdminQueryFlags,
): AdminListResult<AdminListItem<P>> {
  const query = useInfiniteQuery(adminListQueryOptions(useApiClient(), path, params, flags));
  const { fetchNextPage } = query;
  const first = query.data?.pages[0];
  const items = query.data?.pages.flatMap((page) => page.items);
  return {
    items,
    total: first?.total,
    totalText: first && listTotalText(first),
    isPending: query.isPending,
    read: {
      data: items,
      error: query.error,
      isFetching: query.isFetching,
      refetch: query.refetch,
    },
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
