import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryUserVersions } from '../src/cache/userVersions.js';
import { runCli, type CliIo } from '../src/cli.js';
import { verifyPassword } from '../src/identity/password.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { createUser } from './support/factories.js';

function io(stdinPassword = '') {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: async () => stdinPassword,
    now: () => new Date('2026-11-22T00:00:00Z'),
  };
  return { io: value, out, err };
}

describe.each(databases)('operator CLI on %s', (kind) => {
  let database: TestDatabase;
  const row = async (username: string) => database.db('users').where({ username }).first();
  /** What the CLI runs on without Redis: the database and user versions of its own. */
  const cli = () => ({ db: database.db, versions: memoryUserVersions() });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createUser(database.db, { username: 'first_admin', role: 'admin' });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('creates a user with a hashed password, reading it from stdin when not given', async () => {
    const run = io('Stdin9pass');
    expect(await runCli(['create-user', 'ops_made', '--email', 'ops@example.com'], cli(), run.io)).toBe(0);
    expect(run.out.join('\n')).toMatch(/Created user ops_made/);
    const created = await row('ops_made');
    expect(created).toMatchObject({ email: 'ops@example.com', role: 'user' });
    expect(await verifyPassword('Stdin9pass', created.password_hash)).toBe(true);

    const admin = io();
    expect(
      await runCli(
        ['create-user', 'ops_admin', '--email', 'a@example.com', '--password', 'Flag9pass', '--admin'],
        cli(),
        admin.io,
      ),
    ).toBe(0);
    expect((await row('ops_admin')).role).toBe('admin');
  });

  it('refuses a taken name, a bad email or a weak password with exit code 1 and a reason', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['create-user', 'OPS_MADE', '--email', 'x@example.com', '--password', 'Passw0rd'], /already exists/],
      [['create-user', 'new_one', '--email', 'not-an-email', '--password', 'Passw0rd'], /email/],
      [['create-user', 'new_one', '--email', 'n@example.com', '--password', 'weak'], /password/],
      [['create-user', 'a!', '--email', 'n@example.com', '--password', 'Passw0rd'], /username/],
      [['launch-rockets', 'x'], /Unknown command/],
      [['promote'], /expected exactly one <username>/],
      [['promote', 'nobody_here'], /No user named/],
      [['promote', 'x', '--bogus'], /bogus/],
    ];
    for (const [argv, reason] of cases) {
      const run = io();
      expect(await runCli(argv, cli(), run.io), argv.join(' ')).toBe(1);
      expect(run.err.join('\n'), argv.join(' ')).toMatch(reason);
    }
    expect(await row('new_one')).toBeUndefined();
  });

  it('promotes and demotes, but never demotes the last admin', async () => {
    await createUser(database.db, { username: 'climber' });
    expect(await runCli(['promote', 'climber'], cli(), io().io)).toBe(0);
    expect((await row('climber')).role).toBe('admin');
    expect(await runCli(['demote', 'Climber'], cli(), io().io)).toBe(0);
    expect((await row('climber')).role).toBe('user');

    await database.db('users').whereNot({ username: 'first_admin' }).update({ role: 'user' });
    const last = io();
    expect(await runCli(['demote', 'first_admin'], cli(), last.io)).toBe(1);
    expect(last.err.join('')).toMatch(/last admin/);
    expect((await row('first_admin')).role).toBe('admin');
  });

  it("resets a password and ends the user's sessions", async () => {
    const user = await createUser(database.db, { username: 'forgot_it' });
    await database
      .db('sessions')
      .insert({ id: 'sess-forgot', user_id: user.id, data: '{}', expires_at: Date.now() + 60_000 });
    const run = io('N3wSecret');
    expect(await runCli(['reset-password', 'forgot_it'], cli(), run.io)).toBe(0);
    expect(await verifyPassword('N3wSecret', (await row('forgot_it')).password_hash)).toBe(true);
    expect(await database.db('sessions').where({ user_id: user.id })).toEqual([]);
  });

  it('prints usage for --help', async () => {
    const run = io();
    expect(await runCli(['--help'], cli(), run.io)).toBe(0);
    expect(run.out.join('\n')).toMatch(/promote <username>[\s\S]*reset-password/);
  });
});
