import { hostListed, isLoopbackHost } from './outboundAddress.js';

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
  const allowlisted = hostListed(url, allowlist);
  const builtIn = url.port === '' && hostListed(url, BUILT_IN_PUSH_HOSTS);
  if (!allowlisted && !builtIn) return 'The push endpoint is not a known push service';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowlisted && isLoopbackHost(url)) return null;
  return 'The push endpoint must use https';
}
