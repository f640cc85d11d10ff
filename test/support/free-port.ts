import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The lowest port the kernel hands to outgoing connections (Linux's
 * `ip_local_port_range`; 32768 when it cannot be read).
 */
function ephemeralLow(): number {
  try {
    const low = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
}

const LOW = ephemeralLow();
/** Ports below the ephemeral range and above the usual servers (5432, 6379, 4222, 8222…). */
const FIRST = Math.max(1024, Math.min(15_000, LOW - 4096));

function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now. Picked at random below the
 * kernel's ephemeral range: a port picked there is not taken, between this check and the
 * caller's bind, by one of the machine's own outgoing connections (to PostgreSQL, Redis, NATS…),
 * which is what happened with ports the kernel picked (`listen(0)`) for processes that start
 * seconds later.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = FIRST + Math.floor(Math.random() * (LOW - FIRST));
    const port = await tryListen(candidate);
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('no free TCP port on 127.0.0.1');
  return port;
}
