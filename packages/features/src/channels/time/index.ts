export { NowProvider, useNow } from './useNow';
export type { NowProviderProps } from './useNow';
