import { paths, type PublicConfig } from '@channel-countdown/contract';
import { specQueryDefaults, type ApiClient } from '../../api';

export const publicConfigQueryKey = [paths.config] as const;

/** GET /api/config: the browser's Firebase web config, or null when Google sign-in is not set up. */
export const getPublicConfig = (api: ApiClient): Promise<PublicConfig> => api.call('GET', paths.config);

export const publicConfigQueryOptions = (api: ApiClient) => ({
  ...specQueryDefaults,
  queryKey: publicConfigQueryKey,
  queryFn: () => getPublicConfig(api),
  staleTime: Infinity,
});
