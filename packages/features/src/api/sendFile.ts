import { toApiError, type ApiClient } from './client';

/**
 * Sends a file as the request body under its own type (the profile picture, an import file), with the
 * session cookie, and reads the JSON answer; a refusal becomes the same ApiError as any other call.
 * `fetchImpl` is for tests. @default the global fetch
 */
export async function sendFile<T>(
  api: Pick<ApiClient, 'baseUrl'>,
  method: 'POST' | 'PUT',
  path: string,
  file: Blob,
  type: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<T> {
  const response = await fetchImpl(`${api.baseUrl}${path}`, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': type },
    body: file,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
