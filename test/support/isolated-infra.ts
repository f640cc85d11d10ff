import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsServers } from '@roofing/platform';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Per-run resources on the shared servers, so runs never see each other: a database of its own,
 * a JetStream stream and subject prefix of its own, Redis keys under a prefix of its own.
 * `drop()` removes all of them.
 */
export async function isolatedInfra(urls: { postgres: string; nats: string; redis: string }) {
  const id = randomBytes(5).toString('hex');
  const database = `t_${id}`;
  const admin = new pg.Client({ connectionString: urls.postgres });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = new URL(urls.postgres);
  databaseUrl.pathname = `/${database}`;

  const env = {
    DATABASE_URL: databaseUrl.toString(),
    NATS_URL: urls.nats,
    NATS_STREAM: `T_${id.toUpperCase()}`,
    EVENT_SUBJECT_PREFIX: `t${id}.`,
    REDIS_URL: urls.redis,
    QUEUE_PREFIX: `t${id}`,
    IDENTITY_SECRET: randomBytes(32).toString('hex'),
  };

  return {
    id,
    env,
    async drop() {
      const nc = await connect({ servers: natsServers(urls.nats) });
      const jsm = await jetstreamManager(nc);
      await jsm.streams.delete(env.NATS_STREAM).catch(() => {});
      await nc.close();

      const redis = new Redis(urls.redis);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(
          cursor,
          'MATCH',
          `${env.QUEUE_PREFIX}:*`,
          'COUNT',
          500,
        );
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();

      const client = new pg.Client({ connectionString: urls.postgres });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}
