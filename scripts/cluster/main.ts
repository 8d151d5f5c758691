/**
 * `npm run cluster`: compose.yaml's topology from local processes, for a smoke test by hand: the proxy on
 * http://127.0.0.1:4500 round-robining api-1 (:4501) and api-2 (:4502), a worker (its /metrics, /livez and
 * /readyz on :4503), on the machine's PostgreSQL and Redis. Ctrl-C stops them all.
 *
 *   CLUSTER_DATABASE_URL  postgres://postgres@127.0.0.1:5432/cc_cluster (made if missing)
 *   CLUSTER_REDIS_URL     redis://127.0.0.1:6379/0, its job queues under the prefix cc-cluster
 *   CLUSTER_PORT          the proxy's port (4500); the servers and the worker take the next three
 *   --from-source         run the TypeScript sources (no build; the API only unless packages/host/dist exists)
 */
import knexFactory from 'knex';
import { startCluster } from './cluster.js';

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cc_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const port = Number(process.env.CLUSTER_PORT ?? 4500);

/** Creates the cluster's database on first use. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`CLUSTER_DATABASE_URL: ${name} is not a plain database name`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const db = knexFactory({ client: 'pg', connection: admin.toString() });
  try {
    const found = await db.raw('select 1 from pg_database where datname = ?', [name]);
    if (found.rows.length === 0) await db.raw(`create database ${name}`);
  } finally {
    await db.destroy();
  }
}

await ensureDatabase(databaseUrl);
const cluster = await startCluster({
  databaseUrl,
  redisUrl,
  queuePrefix: 'cc-cluster',
  proxyPort: port,
  serverPorts: [port + 1, port + 2],
  workerPort: port + 3,
  fromSource: process.argv.includes('--from-source'),
  onLine: (name, line) => console.log(`${name.padEnd(6)} ${line}`),
});
console.log(`
Channel Countdown cluster running:
  proxy   ${cluster.url}          (round robin over the two servers)
  api-1   ${cluster.servers[0].url}/readyz
  api-2   ${cluster.servers[1].url}/readyz
  worker  ${cluster.worker.url}/readyz
  metrics Authorization: Bearer ${cluster.metricsToken}
Ctrl-C stops them.`);
const stop = () => {
  cluster.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
