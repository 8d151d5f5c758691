import type { FileBody } from '@channel-countdown/contract';
import {
  addressOf,
  toApiError,
  type ApiClient,
  type CallAnswer,
  type EndpointOf,
  type PathFor,
} from './client';

/** The paths whose entry under `method` takes a file's bytes as its body. */
type FilePathFor<M extends 'POST' | 'PUT'> = PathFor<M> &
  (
    | { readonly pattern: Extract<EndpointOf<M, string>, { body: FileBody }>['path'] }
    | Extract<EndpointOf<M, string>, { body: FileBody }>['path']
  );

/**
 * Sends a file as the request body under its own type (the profile picture, an import file), with the
 * session cookie, and reads the JSON answer its entry in the endpoint table gives; a refusal becomes the
 * same ApiError as any other call. `fetchImpl` is for tests. @default the global fetch
 */
export async function sendFile<M extends 'POST' | 'PUT', P extends FilePathFor<M>>(
  api: Pick<ApiClient, 'baseUrl'>,
  method: M,
  path: P,
  file: Blob,
  type: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<CallAnswer<M, P>> {
  const response = await fetchImpl(`${api.baseUrl}${addressOf(path)}`, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': type },
    body: file,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as CallAnswer<M, P>;
}
