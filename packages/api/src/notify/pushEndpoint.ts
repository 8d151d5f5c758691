/**
 * The server sends pushes only to the browsers' push services, never to an address a caller chose (SSRF):
 * a subscription whose endpoint host is none of these (or of PUSH_ENDPOINT_ALLOWLIST) is refused.
 * `*.` matches any subdomain.
 */
export const BUILT_IN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

const matchesPattern = (hostname: string, pattern: string) =>
  pattern.startsWith('*.')
    ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
    : hostname === pattern;

/**
 * Why the endpoint is refused, or null when the server may send to it. Built-in services over https on the
 * default port; an allowlisted entry names a host (any port) or host:port, and may be plain http only on
 * loopback (a test's fake push service).
 */
export function pushEndpointRefusal(endpoint: string, allowlist: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL';
  }
  if (url.username || url.password) return 'The push endpoint must not carry credentials';
  const hostname = url.hostname.toLowerCase();
  const allowlisted = allowlist.some((entry) =>
    entry.includes(':') && !entry.startsWith('[') ? url.host === entry : matchesPattern(hostname, entry),
  );
  const builtIn = url.port === '' && BUILT_IN_PUSH_HOSTS.some((pattern) => matchesPattern(hostname, pattern));
  if (!allowlisted && !builtIn) return 'The push endpoint is not a known push service';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowlisted && LOOPBACK_HOSTS.has(hostname)) return null;
  return 'The push endpoint must use https';
}
