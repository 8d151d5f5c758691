import ipaddr from 'ipaddr.js';

/**
 * The one home of "may the server send to this address" (SSRF): push endpoints (pushEndpoint.ts) and
 * webhook and chat destinations (outboundHttp.ts) ask here. The server sends only to public unicast
 * addresses: never to loopback, private (RFC 1918, IPv6 unique-local), link-local (which holds the cloud
 * metadata services, 169.254.169.254 and fd00:ec2::254 being unique-local), carrier-grade NAT, multicast,
 * reserved or unspecified ones, whatever way the address is written (2130706433, 0x7f.1, ::ffff:127.0.0.1,
 * ::127.0.0.1: the URL parser and ipaddr.js read each to the address it is). An allowlist opens exceptions:
 * tests' local fakes, a self-hoster's own network.
 */
export interface Allowlist {
  /** Host names (`*.` matches any subdomain), or host:port, allowed whatever they resolve to. */
  hosts: string[];
  /** Addresses and ranges allowed even when private. */
  ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

export const EMPTY_ALLOWLIST: Allowlist = { hosts: [], ranges: [] };

/**
 * A comma-separated setting (e.g. WEBHOOK_ALLOWED_HOSTS): an IP address or CIDR range (`10.0.0.0/8`,
 * `fd00::/8`) allows those addresses; a host name or host:port allows that name whatever it resolves to.
 */
export function parseAllowlist(setting: string | undefined): Allowlist {
  const allowlist: Allowlist = { hosts: [], ranges: [] };
  for (const raw of (setting ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('/') && ipaddr.isValidCIDR(entry)) {
      allowlist.ranges.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry.replace(/^\[|\]$/g, ''))) {
      const address = ipaddr.process(entry.replace(/^\[|\]$/g, ''));
      allowlist.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else {
      allowlist.hosts.push(entry);
    }
  }
  return allowlist;
}

const matchesPattern = (hostname: string, pattern: string) =>
  pattern.startsWith('*.')
    ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
    : hostname === pattern;

/**
 * Whether a URL's host is named in a list of hosts: an entry is a host (any port, `*.` for any subdomain)
 * or host:port (that port only; an IPv6 literal is written in brackets).
 */
export function hostListed(url: URL, entries: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  return entries.some((entry) =>
    /:[0-9]+$/.test(entry) && !entry.endsWith(']')
      ? url.host.toLowerCase() === entry
      : matchesPattern(hostname, entry),
  );
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL names this machine (a test's fake service may be reached over plain http there). */
export const isLoopbackHost = (url: URL) => LOOPBACK_NAMES.has(url.hostname.toLowerCase());

/** An IP address as ipaddr.js reads it, an IPv4-mapped IPv6 address as the IPv4 address it is; null: not one. */
export function parseIp(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return null;
  const address = ipaddr.process(bare);
  // ::a.b.c.d (IPv4-compatible, deprecated): read as the IPv4 address it carries.
  if (address.kind() === 'ipv6') {
    const parts = (address as ipaddr.IPv6).parts;
    if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1))
      return ipaddr.IPv4.parse(`${parts[6]! >> 8}.${parts[6]! & 255}.${parts[7]! >> 8}.${parts[7]! & 255}`);
  }
  return address;
}

/** Whether the server may connect to this IP address: public unicast, or in the allowlist's ranges. */
export function ipAllowed(text: string, allowlist: Allowlist): boolean {
  const address = parseIp(text);
  if (!address) return false;
  if (
    allowlist.ranges.some(
      ([range, bits]) => range.kind() === address.kind() && address.match(range as never, bits),
    )
  )
    return true;
  return address.range() === 'unicast';
}

/**
 * Why an outbound URL is refused before any connection, or null: not http(s), carrying credentials, or an
 * address (an IP literal in any notation, or a local name) the server does not send to. A host name is
 * checked again when it is resolved, on each connection (outboundHttp.ts), so DNS cannot rebind it.
 */
export function outboundUrlRefusal(
  text: string,
  allowlist: Allowlist,
): 'not-url' | 'scheme' | 'credentials' | 'address' | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-url';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (hostListed(url, allowlist.hosts)) return null;
  const hostname = url.hostname.toLowerCase();
  if (parseIp(hostname)) return ipAllowed(hostname, allowlist) ? null : 'address';
  if (
    hostname === 'localhost' ||
    /\.(localhost|local|internal|home\.arpa)\.?$/.test(hostname) ||
    !hostname.includes('.')
  )
    return 'address';
  return null;
}
