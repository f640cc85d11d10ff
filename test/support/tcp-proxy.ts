import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP relay in front of a real server, so a test can cut the connection (the server "goes
 * away") and restore it on the same port without touching the shared server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  async function listen() {
    server = createServer((client) => {
      const upstream = tcpConnect(target);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  }

  await listen();
  return {
    get url() {
      return `nats://127.0.0.1:${port}`;
    },
    /** Refuses new connections and cuts the open ones. */
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    /** Accepts connections again, on the same port. */
    async start() {
      if (!server) await listen();
    },
  };
}
