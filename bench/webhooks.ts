/**
 * Benchmark (a script, not a test): what one webhook or chat delivery costs the server, to a local receiver
 * on loopback (allowlisted, as a self-hoster's own network would be).
 *
 *   npm run bench:webhooks
 *
 * Prints, for a signed webhook (Standard Webhooks: HMAC-SHA256 of each body, at each attempt) and for the
 * Discord preset: p50 and p99 milliseconds of one delivery sent alone (address checks, connection, request,
 * answer; no connection is reused, as each delivery connects afresh), then deliveries per second with the
 * scheduler's 8 lanes. `BENCH_DELIVERIES` sets how many (1,000 each). Exits 1 when a delivery failed or the
 * receiver did not get each one once.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { DestinationKind } from '../packages/contract/src/index.js';
import type { DeliveryMessage, DestinationTarget } from '../packages/api/src/domain/destinations/messages.js';
import { sendToDestination } from '../packages/api/src/domain/destinations/service.js';
import { parseAllowlist } from '../packages/api/src/notify/outboundAddress.js';
import { percentile } from './lib/stats.js';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 1000);
const LANES = 8;

let received = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
const options = { allowlist: parseAllowlist(host), timeoutMs: 10_000 };
const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;

const message = (n: number): DeliveryMessage => ({
  event: 'new-upload',
  messageId: `msg_${n}_1`,
  title: 'New Upload',
  body: 'Fake Creator uploaded “A benchmark bench”.',
  link: 'https://countdown.example/channels/1',
  linkText: 'Open in Channel Countdown',
  channelId: 1,
  notificationId: n,
  createdAt: new Date().toISOString(),
});

let failures = 0;
async function deliver(target: DestinationTarget, n: number): Promise<number> {
  const started = performance.now();
  const result = await sendToDestination(target, message(n), options, new Date());
  if (!result.sent) failures++;
  return performance.now() - started;
}

const rows: string[][] = [];
for (const kind of ['webhook', 'discord'] as DestinationKind[]) {
  const target: DestinationTarget = {
    id: 1,
    kind,
    url: `http://${host}/${kind}`,
    topic: null,
    chatId: null,
    secret: kind === 'webhook' ? secret : null,
  };
  for (let n = 0; n < 50; n++) await deliver(target, n); // warm-up
  received = 0;
  const alone: number[] = [];
  for (let n = 0; n < DELIVERIES; n++) alone.push(await deliver(target, n));
  alone.sort((a, b) => a - b);
  const before = received;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < DELIVERIES) await deliver(target, next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (received - before !== DELIVERIES || before !== DELIVERIES) failures++;
  rows.push([
    kind,
    percentile(alone, 50).toFixed(2),
    percentile(alone, 99).toFixed(2),
    (DELIVERIES / seconds).toFixed(0),
  ]);
}

// Signing alone: what Standard Webhooks adds to each attempt.
const signer = new Webhook(secret);
const body = JSON.stringify({ type: 'reminder.new-upload', data: message(1) });
const signStarted = performance.now();
for (let n = 0; n < 10_000; n++) signer.sign(`msg_${n}`, new Date(), body);
const signMicros = ((performance.now() - signStarted) * 1000) / 10_000;

console.log(`${DELIVERIES} deliveries of each kind to a receiver on loopback, ${LANES} lanes for throughput`);
console.log('kind     p50 ms  p99 ms  deliveries/s');
for (const [kind, p50, p99, rate] of rows)
  console.log(`${kind!.padEnd(8)} ${p50!.padStart(6)}  ${p99!.padStart(6)}  ${rate!.padStart(12)}`);
console.log(`signing one webhook body: ${signMicros.toFixed(1)} µs`);
server.close();
if (failures > 0) {
  console.error(`${failures} failed deliveries or counts`);
  process.exit(1);
}
