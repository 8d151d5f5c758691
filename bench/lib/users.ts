/** Signed-in users for a load run, each with one connected channel to write notes on. */

export const BENCH_PASSWORD = 'BenchPassw0rd!';

/**
 * The server runs as in production (secure cookies, TRUST_PROXY=true), as behind a TLS-terminating proxy
 * on loopback: every request says it arrived over https, and from its user's own address, as the proxy
 * would (the server limits sign-ups and lookups per client address).
 */
export function proxyHeaders(index: number): Record<string, string> {
  return {
    'x-forwarded-proto': 'https',
    'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  };
}

export interface BenchUser {
  username: string;
  cookie: string;
  /** What the proxy adds to each of this user's requests. */
  proxyHeaders: Record<string, string>;
  /** The id of the user's @fakecreator channel, where the load adds notes. */
  channelId: number;
}

/** The cookie header a browser would send back, from a response's Set-Cookie lines. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function createUser(baseUrl: string, username: string, index: number): Promise<BenchUser> {
  const headers = { 'content-type': 'application/json', ...proxyHeaders(index) };
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, email: `${username}@example.com`, password: BENCH_PASSWORD }),
  });
  await json(registered, `register ${username}`);
  const cookie = cookieHeader(registered);
  const channel = await json(
    await fetch(`${baseUrl}/api/channels`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ channelId: '@fakecreator' }),
    }),
    `connect a channel for ${username}`,
  );
  return { username, cookie, proxyHeaders: proxyHeaders(index), channelId: Number(channel.id) };
}

/**
 * Registers `count` users (a few at a time: password hashing is deliberately slow) and connects a channel each.
 * `firstIndex` numbers them after users made before (their usernames and client addresses stay distinct).
 */
export async function createUsers(
  baseUrl: string,
  count: number,
  prefix = `load${Date.now().toString(36)}`,
  firstIndex = 0,
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const parallel = 4;
  for (let start = firstIndex; start < firstIndex + count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, firstIndex + count - start) }, (_, i) =>
      createUser(baseUrl, `${prefix}_${start + i}`, start + i),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
