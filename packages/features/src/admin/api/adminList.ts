import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminListSearch, type AdminListParams, type AdminPage } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import type { AdminQueryFlags } from './getAdminStats';
import { listTotalText } from '../rules/totals';

/**
 * One paged admin list (issue 22): GET path?limit=&cursor=&q=&filter=&sort= page after page. The query key
 * starts with the path, so invalidating [path] reloads every search, filter and sort of that list; each
 * page asks the server for the next one with the previous page's cursor.
 */
export function adminListQueryOptions<T>(
  api: ApiClient,
  path: string,
  params: Omit<AdminListParams, 'cursor'>,
  { enabled }: AdminQueryFlags,
) {
  return infiniteQueryOptions({
    ...specQueryDefaults,
    queryKey: [path, params] as const,
    queryFn: ({ pageParam }) =>
      api.get<AdminPage<T>>(`${path}${adminListSearch({ ...params, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminPage<T>) => last.nextCursor ?? undefined,
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
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

export function useAdminList<T>(
  path: string,
  params: Omit<AdminListParams, 'cursor'>,
  flags: AdminQueryFlags,
): AdminListResult<T> {
  const query = useInfiniteQuery(adminListQueryOptions<T>(useApiClient(), path, params, flags));
  const { fetchNextPage } = query;
  const first = query.data?.pages[0];
  return {
    items: query.data?.pages.flatMap((page) => page.items),
    total: first?.total,
    totalText: first && listTotalText(first),
    isPending: query.isPending,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
