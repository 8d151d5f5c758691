'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

const sameOrigin = createApiClient();

/** The client for mutations; same origin when no provider set a base URL. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? sameOrigin;
}
