import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './support/harness.js';

/** A raw connection to the server: what it received, and when the server closed it (ms after it opened). */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect({ host: hostname, port: Number(port) });
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(performance.now() - opened)),
  );
  socket.on('error', () => {});
  return { socket, closed, received: () => received };
}

/** Writes `text` a character at a time, every `everyMs`, while the socket is open. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
}

describe('HTTP server timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      env: { HTTP_IDLE_TIMEOUT: '2s', HTTP_HEADERS_TIMEOUT: '1s', HTTP_REQUEST_TIMEOUT: '2s' },
    });
  });
  afterAll(() => t.close());

  it('closes a connection that never sends a request', async () => {
    const { closed } = rawConnection(t.url);
    // The headers timeout (1 s) counts from the connection's start, before the idle one (2 s).
    expect(await closed).toBeLessThan(3000);
  });

  it('answers 408 and closes a request whose headers keep trickling in', async () => {
    const connection = rawConnection(t.url);
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    trickle(connection.socket, 'X-Slow: ' + 'a'.repeat(200), 200);
    const after = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeLessThan(3500);
  });

  it('answers 408 and closes a request whose body keeps trickling in', async () => {
    const connection = rawConnection(t.url);
    connection.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n',
    );
    trickle(connection.socket, '{"username":"' + 'a'.repeat(380), 200);
    const after = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeLessThan(4500);
  });

  it('keeps serving ordinary requests', async () => {
    expect((await t.client().get('/api/health')).status).toBe(200);
  });

  it('refuses a timeout under a second as configuration, saying what it must be', () => {
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT: '500ms' })).toThrow(
      'HTTP_IDLE_TIMEOUT must be a duration of at least a second, like 10s or 1m',
    );
  });
});
