export { ApiError, createApiClient, isUnauthorizedError, toApiError } from './client';
export type { ApiClient, HttpMethod } from './client';
export {
  createQueryClient,
  FIVE_MINUTES,
  specMutationDefaults,
  specQueryDefaults,
  TEN_MINUTES,
} from './queryClient';
export { ApiClientProvider, useApiClient } from './ApiClientProvider';
export { sendFile } from './sendFile';
