import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EMAIL_TAKEN, emailSchema, newPasswordSchema, usernameSchema } from '@channel-countdown/contract';
import type { z } from 'zod';
import { userVersionsFor, type UserVersions } from './cache/userVersions.js';
import { loadConfig } from './config.js';
import { createDb, type Db } from './db/knex.js';
import { createRedis } from './redis.js';
import { migrateToLatest } from './db/migrations/index.js';
import { countUsers, emailTaken, findUserByName, insertUser, updateUser, type User } from './db/users.js';
import { destroyUserSessions } from './sessions/endUserSessions.js';
import { hashPassword } from './identity/password.js';

/**
 * Operator commands, run against the database the server's environment names (DATA_DIR or DATABASE_URL):
 *
 *   npm run cli -w @channel-countdown/api -- promote <username>
 *   npm run cli -w @channel-countdown/api -- demote <username>
 *   npm run cli -w @channel-countdown/api -- create-user <username> --email <email> [--admin] [--password <pw>]
 *   npm run cli -w @channel-countdown/api -- reset-password <username> [--password <pw>]
 *
 * (or `npx tsx --conditions=@channel-countdown/source packages/api/src/cli.ts …` without a build). Without --password the password is read from
 * standard input, so it stays out of the shell history: `echo 'S3cret!x' | npm run cli … -- reset-password ada`.
 */
export const USAGE = `Usage:
  cli promote <username>
  cli demote <username>
  cli create-user <username> --email <email> [--admin] [--password <password>]
  cli reset-password <username> [--password <password>]
Without --password, the password is read from standard input.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** The password when --password is not given (standard input). */
  readPassword(): Promise<string>;
  now(): Date;
}

class CliError extends Error {}

function parsed<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(`${what}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

async function userNamed(db: Db, username: string): Promise<User> {
  const user = await findUserByName(db, username.trim());
  if (!user) throw new CliError(`No user named "${username}"`);
  return user;
}

async function setRole(db: Db, username: string, role: 'admin' | 'user', io: CliIo) {
  const user = await userNamed(db, username);
  if (user.role === role) {
    io.out(`${user.username} is already ${role === 'admin' ? 'an admin' : 'a user'}`);
    return;
  }
  if (role === 'user') {
    const admins = await countUsers(db, (query) => query.where('role', 'admin'));
    if (admins <= 1) throw new CliError(`${user.username} is the last admin; promote someone else first`);
  }
  await updateUser(db, user.id, { role });
  io.out(`${user.username} is now ${role === 'admin' ? 'an admin' : 'a user'}`);
}

async function passwordFrom(value: string | undefined, io: CliIo): Promise<string> {
  return parsed(newPasswordSchema, value ?? (await io.readPassword()), 'password');
}

export async function runCli(
  argv: string[],
  deps: { db: Db; versions: UserVersions },
  io: CliIo,
): Promise<number> {
  const { db, versions } = deps;
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        admin: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    const [command, username, ...extra] = positionals;
    if (values.help || !command) {
      io.out(USAGE);
      return values.help ? 0 : 1;
    }
    if (!username || extra.length > 0)
      throw new CliError(`${command}: expected exactly one <username>\n${USAGE}`);

    switch (command) {
      case 'promote':
        await setRole(db, username, 'admin', io);
        return 0;
      case 'demote':
        await setRole(db, username, 'user', io);
        return 0;
      case 'create-user': {
        const name = parsed(usernameSchema, username, 'username');
        const email = parsed(emailSchema, values.email, 'email');
        const taken = await findUserByName(db, name);
        if (taken) throw new CliError(`Username "${name}" already exists`);
        if (await emailTaken(db, email)) throw new CliError(EMAIL_TAKEN);
        const passwordHash = await hashPassword(await passwordFrom(values.password, io));
        const now = io.now();
        const user = await insertUser(db, {
          username: name,
          email,
          firstName: null,
          lastName: null,
          passwordHash,
          firebaseUid: null,
          role: values.admin ? 'admin' : 'user',
          isActive: true,
          createdAt: now,
          lastActivityAt: null,
        });
        io.out(`Created ${user.role} ${user.username} (id ${user.id})`);
        return 0;
      }
      case 'reset-password': {
        const user = await userNamed(db, username);
        const passwordHash = await hashPassword(await passwordFrom(values.password, io));
        await db.transaction(async (trx) => {
          await updateUser(trx, user.id, { passwordHash });
          // Whoever knew the old password may hold a session: end them all.
          await destroyUserSessions(trx, versions, user.id);
        });
        io.out(`Password of ${user.username} reset; their sessions were ended`);
        return 0;
      }
      default:
        throw new CliError(`Unknown command "${command}"\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err((error as Error).message);
      return 1;
    }
    throw error;
  }
}

async function readPasswordFromStdin(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  try {
    for await (const line of rl) return line;
    return '';
  } finally {
    rl.close();
  }
}

async function main() {
  // `npm run -w` runs in packages/api; a relative DATA_DIR must mean what it means to `npm start`, which
  // runs where the operator typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const db = createDb(config);
  // With Redis the servers learn at once that a reset ended the user's sessions (cache/userVersions.ts);
  // without it their remembered sessions run out within seconds.
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const versions = userVersionsFor(redis, config.redisKeyPrefix);
  try {
    await migrateToLatest(db);
    process.exitCode = await runCli(
      process.argv.slice(2),
      { db, versions },
      {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        readPassword: readPasswordFromStdin,
        now: () => new Date(),
      },
    );
  } finally {
    await redis?.quit();
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
