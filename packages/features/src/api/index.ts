export {
  ApiError,
  createApiClient,
  failureText,
  isUnauthorizedError,
  serverMessage,
  toApiError,
  UNREACHABLE_MESSAGE,
} from './client';
export { addressOf } from './client';
export type { ApiClient, CallAnswer, CallInput, EndpointOf, HttpMethod, PathFor } from './client';
export {
  createQueryClient,
  FIVE_MINUTES,
  specMutationDefaults,
  specQueryDefaults,
  TEN_MINUTES,
} from './queryClient';
export { ApiClientProvider, useApiClient } from './ApiClientProvider';
export { sendFile } from './sendFile';
export {
  errorMessage,
  failureFeedback,
  feedbackMeta,
  serverMessageOr,
  UNAUTHORIZED_TOAST,
  unauthorizedToast,
} from './feedback';
export type { ErrorText, ErrorToast, FailureOutcome, FeedbackMeta } from './feedback';
