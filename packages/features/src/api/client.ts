/**
 * The one HTTP client of the features package. Every call sends the session cookie, speaks JSON, and
 * turns a non-OK answer into an ApiError whose message follows SPEC §8: "{status}: {server message}".
 */
/** A call the server refused: its status and its own `{message}`; `message` reads '{status}: {message}' (SPEC §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

/**
 * The server's own words from an ApiError, for the toasts and inline errors that show "the server message
 * or" a fixed fallback. Null when the server said nothing usable, or when the call never reached it (a
 * network failure is not a server message).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.serverMessage.trim() || null;
}

/** SPEC §8: an error whose message mentions 401 or Unauthorized is an authorization failure. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /401|Unauthorized/.test(error.message);
}

async function messageOf(response: Response): Promise<string> {
  try {
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { message?: unknown; error?: unknown } | null;
      if (typeof body?.message === 'string' && body.message) return body.message;
      if (typeof body?.error === 'string' && body.error) return body.error;
      return response.statusText;
    } catch {
      return text || response.statusText;
    }
  } catch {
    return response.statusText;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  return new ApiError(response.status, await messageOf(response));
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiClient {
  /** The origin (or path prefix) the paths of the contract are resolved against; '' = same origin. */
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export function createApiClient(
  baseUrl = '',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw await toApiError(response);
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new Error(`Failed to parse response: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    baseUrl,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    patch: (path, body) => request('PATCH', path, body ?? {}),
    delete: (path) => request('DELETE', path),
  };
}
