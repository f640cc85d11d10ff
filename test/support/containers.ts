import type { InfraAvailability, InfraName } from './infra.ts';

/** How one integration server is had for a test run. */
export type ServerPlan =
  | { name: InfraName; source: 'local'; url: string }
  | { name: InfraName; source: 'container'; image: string }
  | { name: InfraName; source: 'missing'; reason: string };

export const CONTAINER_IMAGES: Record<InfraName, string> = {
  postgres: 'postgres:15-alpine',
  nats: 'nats:2.10-alpine',
  redis: 'redis:7-alpine',
};

/**
 * Decides where each server comes from: a reachable local server is used as it is (CI keeps
 * using the machine's servers); otherwise a container when a Docker engine answers; otherwise
 * the server is missing, and the reason says exactly what to install or start.
 */
export function planServers(
  reachable: InfraAvailability,
  docker: { available: true } | { available: false; reason: string },
): ServerPlan[] {
  return (Object.keys(reachable) as InfraName[]).map((name) => {
    const url = reachable[name];
    if (url) return { name, source: 'local', url };
    if (docker.available) return { name, source: 'container', image: CONTAINER_IMAGES[name] };
    return {
      name,
      source: 'missing',
      reason: `${name} is not reachable and no Docker engine answered (${docker.reason}): start ${name} locally (see README) or a Docker engine`,
    };
  });
}

/** Asks testcontainers for a container runtime; fails fast (milliseconds) when there is none. */
export async function probeDocker(): Promise<
  { available: true } | { available: false; reason: string }
> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { available: true };
  } catch (error) {
    return { available: false, reason: (error as Error).message.split('\n')[0] ?? 'unknown' };
  }
}

/** Starts the planned containers; resolves with their URLs and a stop function. */
export async function startContainers(plans: ServerPlan[]) {
  const { GenericContainer, Wait } = await import('testcontainers');
  const started: Array<{ stop(): Promise<unknown> }> = [];
  const urls: Partial<Record<InfraName, string>> = {};
  for (const plan of plans) {
    if (plan.source !== 'container') continue;
    if (plan.name === 'postgres') {
      const container = await new GenericContainer(plan.image)
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
        .start();
      started.push(container);
      urls.postgres = `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
    } else if (plan.name === 'nats') {
      const container = await new GenericContainer(plan.image)
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
        .start();
      started.push(container);
      urls.nats = `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
    } else {
      const container = await new GenericContainer(plan.image)
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
        .start();
      started.push(container);
      urls.redis = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
    }
  }
  return {
    urls,
    async stop() {
      await Promise.all(started.map((container) => container.stop()));
    },
  };
}
