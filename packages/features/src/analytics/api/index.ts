export { analyticsQueryKey, analyticsQueryOptions, useAnalytics } from './getAnalytics';
