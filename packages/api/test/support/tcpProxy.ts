import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback to `target`, which a test can take down (it stops listening and cuts every open
 * connection, so the service behind it looks unreachable: connections are refused) and bring up again on
 * the same port, without touching the service itself.
 */
export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(target);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  let server: Server | null = makeServer();
  const port = await listen(server, 0);
  const down = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    down,
    async up() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: down,
  };
}
