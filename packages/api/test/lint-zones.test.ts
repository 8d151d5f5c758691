import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The api package's layers are enforced by the lint zones of eslint.config.js (docs/architecture.md, "Inside
// api"). These plant one import in a module of each layer and read what the repository's own config says.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The planted modules exist in no TypeScript project, so the lint runs without type information and asks
// only the import rule.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

/** The messages ESLint gives `file` (relative to packages/api/src) importing `specifier`. */
async function lintImport(file: string, specifier: string): Promise<string[]> {
  const source = `import { planted } from '${specifier}';\n\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'packages/api/src', file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('the api lint zones', () => {
  it('refuse a router that reaches the database itself', async () => {
    expect(await lintImport('routes/channels/router.ts', '../../db/knex.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*A router goes through the domain/),
    ]);
  });

  it("refuse a router that imports another resource's router", async () => {
    expect(await lintImport('routes/import/router.ts', '../channels/router.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*imports no other resource's router/),
    ]);
  });

  it('refuse a domain service that imports a router', async () => {
    expect(await lintImport('domain/channels/service.ts', '../../routes/channels/router.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Routers are mounted by app\.ts alone/),
    ]);
  });

  it('refuse HTTP in the domain: http/ and Koa', async () => {
    expect(await lintImport('domain/users/service.ts', '../../http/session.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*know no HTTP/),
    ]);
    expect(await lintImport('domain/users/service.ts', 'koa')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*know no HTTP/),
    ]);
  });

  it('refuse a service below the domain that calls the domain or a router', async () => {
    expect(await lintImport('db/users.ts', '../domain/users/service.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*below the domain do not call it/),
    ]);
    expect(await lintImport('notify/senders.ts', '../routes/settings/router.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Routers are mounted by app\.ts alone/),
    ]);
  });

  it('let each layer import the one below it, and app.ts the routers', async () => {
    expect(await lintImport('app.ts', './routes/channels/router.js')).toEqual([]);
    expect(await lintImport('routes/channels/router.ts', '../../domain/channels/service.js')).toEqual([]);
    expect(await lintImport('domain/channels/service.ts', '../../db/knex.js')).toEqual([]);
    expect(await lintImport('jobs/channelJobs.ts', '../domain/notifications/dueEvents.js')).toEqual([]);
  });
});
