import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { ServiceDefinition } from '@roofing/platform';
import { afterAll, beforeAll, inject } from 'vitest';
import { waitFor } from './factories.ts';
import { type ServiceHarness, startService } from './service-harness.ts';

const infra = inject('infra');

/** Two replicas need a shared PostgreSQL and NATS; without them the describe is not run. */
export const replicasPossible = Boolean(infra.nats && infra.postgres);

/**
 * Inside a describe: two replicas of `service` on one scratch database and one NATS stream of
 * their own (named after `tag`), started before its tests once both hear the bus's change
 * notices, and stopped (the stream deleted) after them. `writer` is the first, `reader` the second.
 */
export function useTwoReplicas(service: ServiceDefinition, tag: string) {
  const id = randomBytes(5).toString('hex');
  const env = {
    NATS_URL: infra.nats ?? '',
    NATS_STREAM: `T_${tag}_${id.toUpperCase()}`,
    EVENT_SUBJECT_PREFIX: `t${id}.`,
  };
  let writer: ServiceHarness | undefined;
  let reader: ServiceHarness | undefined;
  beforeAll(async () => {
    writer = await startService(service, env);
    reader = await startService(service, { ...env, DATABASE_URL: writer.databaseUrl as string });
    const both = [writer, reader];
    await waitFor(
      () => both.every((replica) => replica.runtime.bus.changesLive()) || undefined,
      10_000,
      'both replicas hearing change notices',
    );
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    const nc = await connect({ servers: env.NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(env.NATS_STREAM).catch(() => {});
    await nc.close();
  });
  const started = (replica: ServiceHarness | undefined) => {
    if (!replica) throw new Error('the replicas have not started');
    return replica;
  };
  return { writer: () => started(writer), reader: () => started(reader) };
}
