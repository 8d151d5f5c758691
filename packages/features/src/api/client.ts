import type {
  EndpointAnswer,
  EndpointAt,
  EndpointInput,
  HttpMethod,
  NoInput,
} from '@channel-countdown/contract';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withQuery } from '@channel-countdown/contract';
import { englishI18n, translateContractText } from '../i18n';

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

/** What a failed call says when it never reached the server (offline, or the server is away). */
export const UNREACHABLE_MESSAGE = msg`Could not reach the server. Check your connection and try again.`;

/**
 * What a person reads about a failed call: the server's own sentence (never the "NNN: " status before it),
 * else, when the call never reached the server, that it could not be reached.
 */
export function failureText(error: unknown, i18n: I18n = englishI18n): string {
  const message = serverMessage(error);
  return message === null ? i18n._(UNREACHABLE_MESSAGE) : translateContractText(i18n, message);
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

export type { HttpMethod };

/** A path as paths.ts gives it: a fixed path, or a template whose `pattern` has `:name` params. */
type PathArg = string | { readonly pattern: string };
type PatternOf<P> = P extends { readonly pattern: infer Pattern extends string } ? Pattern : P;

/** The paths the table has an entry for under `method`, as paths.ts gives them. */
export type PathFor<M extends HttpMethod> =
  EndpointAt<M, string>['path'] | { readonly pattern: EndpointAt<M, string>['path'] };

/** The table's entry for a method and a path of paths.ts. */
export type EndpointOf<M extends HttpMethod, P extends PathArg> = EndpointAt<M, PatternOf<P>>;

/** What a call of the entry sends, and its JSON answer (both from the contract's endpoint table). */
export type CallInput<M extends HttpMethod, P extends PathArg> = EndpointInput<EndpointOf<M, P>>;
export type CallAnswer<M extends HttpMethod, P extends PathArg> = EndpointAnswer<EndpointOf<M, P>>;

/** The input argument: optional when the entry needs nothing (no params, nothing required). */
type InputArgs<Input> = NoInput extends Input ? [input?: Input] : [input: Input];

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The address of a call: the pattern's `:name` params filled in (each one encoded path segment), then the
 * query (contract's withQuery: its blank and absent fields left out, so equal queries share one address).
 */
export function addressOf(path: PathArg, { params = {}, query = {} }: AnyInput = {}): string {
  const pattern = typeof path === 'string' ? path : path.pattern;
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return withQuery(filled, query);
}

export interface ApiClient {
  /** The origin (or path prefix) the paths of the contract are resolved against; '' = same origin. */
  readonly baseUrl: string;
  /**
   * One call of the contract's endpoint table, typed from its entry: `api.call('PATCH', paths.channelNote,
   * { params: { id, noteId }, body })` sends what the entry's schemas take and answers its answer's type.
   * The answer is not parsed here (the server's validation and the contract tests stand behind it).
   */
  call<M extends HttpMethod, P extends PathFor<M>>(
    method: M,
    path: P,
    ...input: InputArgs<CallInput<M, P>>
  ): Promise<CallAnswer<M, P>>;
  /**
   * A GET of an address whose answer the caller does not read itself: the query cache's default query
   * function and the page reads prefetched under the keys (the paths) the screens' own typed calls use.
   */
  read(address: string): Promise<unknown>;
}

export function createApiClient(
  baseUrl = '',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  async function request(method: HttpMethod, address: string, body?: unknown): Promise<unknown> {
    const response = await fetchImpl(`${baseUrl}${address}`, {
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
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`Failed to parse response: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    baseUrl,
    call: (method, path, ...[input]) => {
      const { body } = (input ?? {}) as AnyInput;
      // A write without a body still sends JSON (`{}`), as the server's body parser expects.
      const sent = body === undefined && method !== 'GET' && method !== 'DELETE' ? {} : body;
      return request(method, addressOf(path, input as AnyInput), sent) as Promise<never>;
    },
    read: (address) => request('GET', address),
  };
}
