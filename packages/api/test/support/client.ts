/** A small HTTP client for tests: JSON in and out, and a cookie jar like a browser's. */

/** Response bodies are whatever JSON the server sent; tests check their shape with expect or the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `headers` go with every request (e.g. the X-Forwarded-For a proxy would add for this client). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json'))
      parsed = text ? JSON.parse(text) : undefined;
    return { status: response.status, body: parsed as T, headers: response.headers, setCookies };
  }

  get<T = Json>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Json>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = Json>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = Json>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
