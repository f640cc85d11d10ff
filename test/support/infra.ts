import { connect as tcpConnect } from 'node:net';

/** The shared servers the integration tests use, from the environment or the usual local ports. */
export const INFRA_URLS = {
  postgres: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  nats: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  redis: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
} as const;
export type InfraName = keyof typeof INFRA_URLS;
export type InfraAvailability = Record<InfraName, string | null>;

function reachable(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const defaults: Record<string, number> = {
    'postgres:': 5432,
    'postgresql:': 5432,
    'nats:': 4222,
    'redis:': 6379,
  };
  return new Promise((resolve) => {
    const socket = tcpConnect({
      host: hostname || '127.0.0.1',
      port: Number(port) || defaults[new URL(url).protocol] || 0,
    });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function probeInfra(): Promise<InfraAvailability> {
  const entries = await Promise.all(
    (Object.keys(INFRA_URLS) as InfraName[]).map(
      async (name) =>
        [name, (await reachable(INFRA_URLS[name])) ? INFRA_URLS[name] : null] as const,
    ),
  );
  return Object.fromEntries(entries) as InfraAvailability;
}
