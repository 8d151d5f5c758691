import { createServer, type Server } from 'node:net';

/** A port that refuses every connection: a listener opened and closed again, so nothing answers there. */
export async function refusedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
