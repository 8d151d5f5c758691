import { getResponse, http, type RequestHandler } from 'msw';

// The origin the handlers' own paths ('/api/…') are matched against once a request is moved off `baseUrl`.
const MOCK_ORIGIN = 'http://channel-countdown.mock';
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * The handlers answering at `baseUrl`, the `apiBaseUrl` given to AppProviders (an origin such as
 * 'https://api.example.com' or a path prefix such as '/cc'), instead of at the page's own `/api/…`:
 * `setupWorker(...servedAt('https://api.example.com', Object.values(handlers).flat()))`.
 * A request no handler answers goes on to the next handlers (MSW's unhandled-request rules apply).
 */
export function servedAt(baseUrl: string, list: RequestHandler[]): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  if (!base) return list;
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const prefix = ABSOLUTE_URL.test(base) ? base : `${new URL(request.url).origin}${base}`;
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      const moved = new Request(`${MOCK_ORIGIN}${request.url.slice(prefix.length)}`, {
        method: request.method,
        headers: request.headers,
        body,
      });
      return getResponse(list, moved, { baseUrl: MOCK_ORIGIN });
    }),
  ];
}
