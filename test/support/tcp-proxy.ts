import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP relay in front of a real server, so a test can cut the connection (the server "goes
 * away") and restore it on the same port, slow every byte down, or reset the open connections,
 * without touching the server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  /** Added to each chunk in each direction (a slow network between the two ends). */
  let delayMs = 0;

  /**
   * Copies `from` to `to`, each chunk held `delayMs` after it arrived; a chain keeps the order
   * (timers of different lengths may fire out of order) and the end comes after the last chunk.
   */
  function relay(from: Socket, to: Socket) {
    let chain = Promise.resolve();
    const later = (action: () => void) => {
      const due = Date.now() + delayMs;
      chain = chain.then(async () => {
        const wait = due - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (!to.destroyed) action();
      });
    };
    from.on('data', (chunk) => (delayMs > 0 ? later(() => to.write(chunk)) : to.write(chunk)));
    from.on('end', () => later(() => to.end()));
  }

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
      relay(client, upstream);
      relay(upstream, client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  }

  await listen();
  return {
    get url() {
      return `nats://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    /** Holds every chunk this long in each direction from now on (0: none). */
    delay(ms: number) {
      delayMs = ms;
    },
    /** Resets (TCP RST) every open connection on both sides; new ones are still accepted. */
    reset() {
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
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
