import { connect } from 'node:net';

/**
 * The Redis the tests use: 127.0.0.1:6379, in a database index of the tests' own (9) so nothing else on
 * the machine shares their keys; each test also puts its keys under a prefix of its own and removes them.
 */
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

export const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_TEST_URL);
  const socket = connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!redisAnswers && process.env.CI)
  throw new Error(
    `CI is set and Redis does not answer at ${REDIS_TEST_URL}: the API tests' Redis half cannot run. ` +
      'Start Redis (.ci/run does), or unset CI to skip the tests that need it.',
  );

/** The two session stores a session test runs on: [name, whether it is Redis (REDIS_URL set)]. */
export const sessionStores = [
  ['the database', false],
  ['Redis', true],
] as const;
