import { readFile } from 'node:fs/promises';
import {
  acceptedAvatarTypes,
  endpointEntries,
  endpoints,
  impliedRefusals,
  openApiDocument,
  openApiPath,
  paths as contractPaths,
  type OpenApiDocument,
} from '@channel-countdown/contract';
import { chromium } from '@playwright/test';
import { Validator } from '@seriousme/openapi-schema-validator';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../chromium.config.js';
import { SESSION_COOKIE } from '../src/http/session.js';
import { API_REFERENCE_POLICY_DIRECTIVES } from '../src/http/securityHeaders.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import type { paths } from './generated/openapi.js';
import { databases } from './support/databases.js';
import { GENERATED_TYPES_FILE, generateClientTypes, sourceDocument } from './support/openapiTypes.js';
import { startTestApp, type TestApp } from './support/harness.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Every operation of a document as `METHOD /path/{param}`, with the operation. */
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation: item[method]!,
    })),
  );

describe('the OpenAPI document generated from the endpoint table', () => {
  const document = sourceDocument();
  const entries = endpointEntries();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true });
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('has an operation for every entry of the table and nothing else', () => {
    const table = entries.map(({ entry }) => `${entry.method} ${openApiPath(entry.path)}`).sort();
    expect(
      operationsOf(document)
        .map(({ key }) => key)
        .sort(),
    ).toEqual(table);
    expect(entries.length).toBe(Object.values(endpoints).flatMap((group) => Object.values(group)).length);
  });

  it('names each operation once, tags it by resource and describes each path param', () => {
    const operations = operationsOf(document);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.tags.map(({ name }) => name)).toEqual(Object.keys(endpoints));
    for (const { group, name, entry } of entries) {
      const operation =
        document.paths[openApiPath(entry.path)]![entry.method.toLowerCase() as (typeof METHODS)[number]]!;
      expect(operation.operationId).toBe(`${group}${name[0]!.toUpperCase()}${name.slice(1)}`);
      expect(operation.tags).toEqual([group]);
      const pathParams = (operation.parameters ?? []).filter((param) => param.in === 'path');
      expect(pathParams.map((param) => param.name)).toEqual(
        [...entry.path.matchAll(/:(\w+)/g)].map(([, param]) => param),
      );
    }
  });

  it('says who may call each operation: nobody signs in for a public one, the session cookie otherwise', () => {
    expect(document.components.securitySchemes).toEqual({
      cookieAuth: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const operation = (path: string, method: (typeof METHODS)[number]) => document.paths[path]![method]!;
    expect(operation(contractPaths.login, 'post').security).toEqual([]);
    expect(operation(contractPaths.health, 'get').security).toEqual([]);
    expect(operation(contractPaths.config, 'get').security).toEqual([]);
    expect(operation(contractPaths.channels, 'get').security).toContainEqual({ cookieAuth: [] });
    for (const { entry } of entries) {
      const { security } = operation(openApiPath(entry.path), entry.method.toLowerCase() as 'get');
      if (entry.access === 'public') expect(security).toEqual([]);
      else expect(security).toContainEqual({ cookieAuth: [] });
    }
  });

  it('describes the error answers each endpoint can give as {message}', () => {
    const responses = (path: string, method: (typeof METHODS)[number]) =>
      Object.keys(document.paths[path]![method]!.responses);
    // Signed in, params, a body, a write.
    expect(responses('/api/channels/{id}/notes/{noteId}', 'patch')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415', '503']),
    );
    // An administrator's read without input.
    expect(responses(contractPaths.adminStats, 'get')).toEqual(['200', '401', '403', '503']);
    // Rate limited and clashing.
    expect(responses(contractPaths.register, 'post')).toEqual(expect.arrayContaining(['201', '409', '429']));
    // The health check's 503 is its own answer, not a refusal.
    expect(document.paths[contractPaths.health]!.get!.responses['503']).toMatchObject({
      content: { 'application/json': {} },
    });
    expect(document.components.responses.InvalidInput).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } },
    });
    expect(document.components.schemas.Message).toMatchObject({ required: ['message'] });
    for (const { entry } of entries) {
      const listed = responses(openApiPath(entry.path), entry.method.toLowerCase() as 'get');
      expect(listed).toEqual(expect.arrayContaining(impliedRefusals(entry).map(String)));
    }
  });

  it('describes a query, the bytes of a file and the answers that are not JSON with their types', () => {
    const history = document.paths['/api/channels/{id}/history']!.get!;
    expect(history.parameters).toContainEqual(
      expect.objectContaining({ name: 'range', in: 'query', required: false }),
    );
    const avatar = document.paths[contractPaths.userAvatar]!.put!;
    expect(Object.keys((avatar.requestBody as { content: object }).content)).toEqual([
      ...acceptedAvatarTypes,
    ]);
    const image = document.paths['/api/user/avatar/{userId}']!.get!;
    expect(Object.keys(image.responses['200']!.content as object)).toEqual([...acceptedAvatarTypes]);
    const exported = document.paths[contractPaths.userExport]!.get!;
    expect(exported.responses['200']!.content).toEqual({
      'application/json': { schema: { type: 'object' } },
      'text/csv': { schema: { type: 'string' } },
    });
  });

  it("describes what a caller sends as the schemas' input and what it gets back as their output", () => {
    // The admin lists' query transforms its input; the caller sends the limit as decimal digits.
    const users = document.paths[contractPaths.adminUsers]!.get!;
    expect(users.parameters).toContainEqual(
      expect.objectContaining({
        name: 'limit',
        schema: expect.objectContaining({ type: 'string', pattern: '^(?:0|[1-9][0-9]*)$' }),
      }),
    );
    const created = document.paths[contractPaths.channels]!.post!;
    expect(created.responses['201']).toMatchObject({
      content: {
        'application/json': {
          schema: { type: 'object', required: expect.arrayContaining(['id', 'channelId']) },
        },
      },
    });
  });

  it('matches the committed client types (npm run openapi:client writes them again)', async () => {
    expect(await readFile(GENERATED_TYPES_FILE, 'utf8')).toBe(await generateClientTypes());
  });
});

describe.each(databases)('the OpenAPI document and a client generated from it, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The Data API provider (the fake accepts any key): its exact figures are kept as the channel's history.
    t = await startTestApp(kind, { apiKey: 'any-key' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at GET /api/openapi.json with its ETag, and a matching revalidation is a 304', async () => {
    const response = await fetch(`${t.url}${contractPaths.openApi}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const served = (await response.json()) as OpenApiDocument;
    expect(served).toEqual(
      openApiDocument({
        serverUrl: t.config.publicUrl,
        sessionCookie: SESSION_COOKIE,
        version: served.info.version,
      }),
    );
    expect(served.servers).toEqual([expect.objectContaining({ url: t.config.publicUrl })]);
    // A browser's revalidation (fetch alone would add `Cache-Control: no-cache`, which forbids a 304).
    const revalidate = (tag: string) =>
      fetch(`${t.url}${contractPaths.openApi}`, {
        headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' },
      });
    const again = await revalidate(etag!);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await revalidate('"other"');
    expect(other.status).toBe(200);
  });

  /**
   * A caller of the generated client with a personal API token, as a script would be: a browser's session
   * (registered, carrying its cookie) makes a read and write token, and the client returned sends only
   * `Authorization: Bearer <token>` (the document's bearerAuth), never a cookie.
   */
  async function signedInClient(): Promise<Client<paths>> {
    const cookies = new Map<string, string>();
    const client = createClient<paths>({ baseUrl: t.url });
    client.use({
      onRequest({ request }) {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        if (cookie) request.headers.set('cookie', cookie);
        return request;
      },
      onResponse({ response }) {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const index = pair.indexOf('=');
          cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
        }
        return response;
      },
    });
    const registered = await client.POST('/api/register', {
      body: { username: 'scripted', email: 'scripted@example.com', password: 'Passw0rd!long' },
    });
    expect(registered.response.status).toBe(201);
    expect(registered.data).toMatchObject({ username: 'scripted' });
    expect(cookies.has(SESSION_COOKIE)).toBe(true);
    const made = await client.POST('/api/tokens', {
      body: { name: 'Scenario script', scopes: ['read', 'write'] },
    });
    expect(made.response.status).toBe(201);
    const token = made.data!.token;
    const scripted = createClient<paths>({ baseUrl: t.url, headers: { authorization: `Bearer ${token}` } });
    scripted.use({
      onResponse({ response }) {
        expect(response.headers.getSetCookie()).toEqual([]);
        return response;
      },
    });
    return scripted;
  }

  it('walks the main flows: list, connect, annotate, read the channel page, remove', async () => {
    const visitor = createClient<paths>({ baseUrl: t.url });
    const refused = await visitor.GET('/api/channels');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({ message: expect.any(String) });

    const client = await signedInClient();
    const empty = await client.GET('/api/channels');
    expect(empty.data).toEqual([]);

    const connected = await client.POST('/api/channels', { body: { channelId: '@fakecreator' } });
    expect(connected.response.status).toBe(201);
    const channel = connected.data!;
    expect(channel).toMatchObject({ channelId: FAKE_CREATOR.id, channelName: FAKE_CREATOR.title });

    const note = await client.POST('/api/channels/{id}/notes', {
      params: { path: { id: String(channel.id) } },
      body: { content: 'Film the studio tour', color: 'green' },
    });
    expect(note.response.status).toBe(201);
    expect(note.data).toMatchObject({
      channelId: channel.id,
      content: 'Film the studio tour',
      color: 'green',
    });

    const listed = await client.GET('/api/channels');
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: channel.id,
        channelName: FAKE_CREATOR.title,
        notes: [expect.objectContaining({ content: 'Film the studio tour' })],
      }),
    ]);
    const notes = await client.GET('/api/channels/{id}/notes', {
      params: { path: { id: String(channel.id) } },
    });
    expect(notes.data).toEqual([expect.objectContaining({ content: 'Film the studio tour' })]);
    const cycles = await client.GET('/api/channels/{id}/cycles', {
      params: { path: { id: String(channel.id) } },
    });
    expect(cycles.data).toEqual([expect.objectContaining({ state: 'running', endedAt: null })]);
    const history = await client.GET('/api/channels/{id}/history', {
      params: { path: { id: String(channel.id) }, query: { range: '30d' } },
    });
    expect(history.data).toEqual([
      expect.objectContaining({ subscriberCount: Number(FAKE_CREATOR.subscriberCount) }),
    ]);
    const uploads = await client.GET('/api/channels/{id}/uploads', {
      params: { path: { id: String(channel.id) } },
    });
    // The uploads arrive with the scheduler's next poll of the channel's feed.
    expect(uploads.response.status).toBe(200);
    expect(uploads.data).toEqual([]);

    const invalid = await client.POST('/api/channels/{id}/notes', {
      params: { path: { id: String(channel.id) } },
      body: { content: '', color: 'green' },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toEqual({ message: expect.stringContaining('content') });

    const removed = await client.DELETE('/api/channels/{id}', {
      params: { path: { id: String(channel.id) } },
    });
    expect(removed.response.status).toBe(200);
    expect((await client.GET('/api/channels')).data).toEqual([]);
    const gone = await client.GET('/api/channels/{id}/notes', {
      params: { path: { id: String(channel.id) } },
    });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual({ message: expect.any(String) });
  });
});

describe('the API reference page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers /api/docs with Swagger UI's page, whose files load from this server", async () => {
    const response = await fetch(`${t.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, source]) => source!);
    expect(sources.filter((source) => source.endsWith('.js') || source.includes('.js?'))).toHaveLength(2);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await fetch(`${t.url}${source}`);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (source.includes('.js')) expect(asset.headers.get('content-type')).toMatch(/javascript/);
      if (source.includes('swagger-ui-bundle.js')) expect(await asset.text()).toContain('SwaggerUIBundle');
      if (source.includes('init.js')) expect(await asset.text()).toContain(contractPaths.openApi);
    }
    expect((await fetch(`${t.url}/api/docs/package.json`)).status).toBe(404);
  });

  it('has a policy of its own that loads nothing from another site; the API and the pages keep theirs', async () => {
    const policyOf = async (path: string) =>
      (await fetch(`${t.url}${path}`)).headers.get('content-security-policy') ?? '';
    const reference = await policyOf('/api/docs');
    expect(reference).toContain("default-src 'none'");
    expect(reference).toContain("script-src 'self';");
    expect(reference).toContain("connect-src 'self';");
    expect(reference).toContain("frame-ancestors 'none'");
    expect(reference).not.toMatch(/https?:/);
    expect(Object.keys(API_REFERENCE_POLICY_DIRECTIVES)).not.toContain('sandbox');
    expect(await policyOf('/api/health')).toBe("default-src 'none';frame-ancestors 'none';sandbox");
    expect(await policyOf('/dashboard')).toContain('https://apis.google.com');
  });

  it('draws every resource of the API in a browser, under its policy, with nothing refused', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      // Swagger UI's bundle is 1.5 MB of script: a loaded machine takes its time.
      page.setDefaultTimeout(60_000);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${t.url}/api/docs`);
      await page.getByRole('heading', { name: /^Channel Countdown API/ }).waitFor();
      const sections = page.locator('.opblock-tag-section h3');
      // Each resource's heading: its name, then its description.
      expect(await sections.allTextContents()).toEqual(
        sourceDocument().tags.map(({ name, description }) => `${name}${description ?? ''}`),
      );
      await expect.poll(() => page.locator('.opblock-summary-path').count()).toBe(endpointEntries().length);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
