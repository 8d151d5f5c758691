import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { serveSpa } from '../src/http/spa.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without fetch's transparent decompression, so the bytes on the wire can be checked. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};\n`;

describe('the served host in production shape', () => {
  let database: TestDatabase;
  let server: Server;
  let url: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'cc-static-'));

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><div id="root"></div><!-- ${'padding '.repeat(300)} -->`,
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BIG_SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'export {};');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    database = await createTestDatabase('sqlite');
    const app = createApp({
      db: database.db,
      youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
      clock: new ManualClock(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
    });
    app.use(serveSpa(dist));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.drop().catch(() => {});
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable and public', async () => {
    const asset = await rawGet(`${url}/assets/tiny-def456.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/dashboard', '/blogs/3'])(
    'makes the browser revalidate the app page at %s',
    async (route) => {
      const page = await rawGet(`${url}${route}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
    },
  );

  it('revalidates unhashed files outside /assets/', async () => {
    expect((await rawGet(`${url}/favicon.svg`)).headers['cache-control']).toBe('no-cache');
  });

  it('sends JavaScript and HTML brotli- or gzip-compressed, by Accept-Encoding', async () => {
    const br = await rawGet(`${url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 2);

    const gzip = await rawGet(`${url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);

    const html = await rawGet(`${url}/timers`, { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.body).toString()).toContain('<div id="root">');
  });

  it('sends Zstandard to a browser that accepts it (as Chrome and Firefox do), on the Node it runs on', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const script = await rawGet(`${url}/assets/index-abc123.js`, accept);
    expect(script.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(script.body).toString()).toBe(BIG_SCRIPT);
    expect(script.body.length).toBeLessThan(BIG_SCRIPT.length / 2);

    const html = await rawGet(`${url}/timers`, accept);
    expect(html.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(html.body).toString()).toContain('<div id="root">');
  });

  it('leaves small responses and clients without Accept-Encoding uncompressed', async () => {
    expect(
      (await rawGet(`${url}/assets/tiny-def456.js`, { 'accept-encoding': 'br, gzip' })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
    const plain = await rawGet(`${url}/assets/index-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('never serves the build manifest (a dotfile folder)', async () => {
    const manifest = await rawGet(`${url}/.vite/manifest.json`);
    expect(manifest.headers['content-type'] ?? '').not.toContain('json');
  });

  it.each(['/api/unknown', '/api/channels/1/nothing', '/api'])(
    'answers an unknown API path %s with a JSON 404, never the app',
    async (route) => {
      const api = await rawGet(`${url}${route}`);
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toContain('application/json');
      expect(JSON.parse(api.body.toString())).toEqual({ message: 'Not Found' });
    },
  );

  it('reports health ok while the database answers, then 503 once it is gone', async () => {
    const healthy = await rawGet(`${url}/api/health`);
    expect(healthy.status).toBe(200);
    // Liveness only: the scheduler's and the quota's state are the administrators' (/api/admin/health).
    expect(JSON.parse(healthy.body.toString())).toEqual({ status: 'ok' });

    await database.db.destroy();
    const unhealthy = await rawGet(`${url}/api/health`);
    expect(unhealthy.status).toBe(503);
    expect(JSON.parse(unhealthy.body.toString())).toEqual({ status: 'unavailable' });
  });
});
