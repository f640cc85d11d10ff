import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type StartedProcess, startServiceProcess } from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { isolatedInfra } from '../support/isolated-infra.ts';
import { startTcpProxy } from '../support/tcp-proxy.ts';

/**
 * The transactional outbox under a broker outage: the quote service keeps taking quotes while
 * NATS is unreachable, and every event reaches JetStream once the broker is back.
 */
const infra = inject('infra');

describe.runIf(Boolean(infra.postgres && infra.nats && infra.redis))(
  'outbox while the event bus is unreachable',
  () => {
    let resources: Awaited<ReturnType<typeof isolatedInfra>>;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let quote: StartedProcess;

    async function streamMessages(): Promise<string[]> {
      const nc = await connect({ servers: infra.nats as string });
      try {
        const jsm = await jetstreamManager(nc);
        const info = await jsm.streams.info(resources.env.NATS_STREAM).catch(() => undefined);
        if (!info) return [];
        const numbers: string[] = [];
        for (
          let seq = info.state.first_seq;
          seq <= info.state.last_seq && info.state.messages > 0;
          seq++
        ) {
          const message = await jsm.streams.getMessage(resources.env.NATS_STREAM, { seq });
          if (message)
            numbers.push(message.json<{ data: { estimateNumber: string } }>().data.estimateNumber);
        }
        return numbers;
      } finally {
        await nc.close();
      }
    }

    beforeAll(async () => {
      resources = await isolatedInfra({
        postgres: infra.postgres as string,
        nats: infra.nats as string,
        redis: infra.redis as string,
      });
      const nats = new URL(infra.nats as string);
      proxy = await startTcpProxy({ host: nats.hostname, port: Number(nats.port) || 4222 });
      quote = await startServiceProcess(quoteService, {
        role: 'service',
        env: {
          ...resources.env,
          NATS_URL: proxy.url,
          PORT: '0',
          METRICS_PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
          OUTBOX_POLL_MS: '50',
        },
      });
      await waitFor(
        () => quote.runtime.bus.ping().then((ok) => ok || undefined),
        10_000,
        'the bus to connect',
      );
    });

    afterAll(async () => {
      await quote?.close();
      await proxy?.stop();
      await resources?.drop();
    });

    it('stores every quote while the bus is down and publishes every event once it is back', async () => {
      await proxy.stop();
      await waitFor(
        () => quote.runtime.bus.ping().then((ok) => (ok ? undefined : true)),
        10_000,
        'the bus to notice the outage',
      );

      const submitted: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${quote.url}/api/quotes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quoteRequest()),
        });
        expect(response.status).toBe(201);
        submitted.push((await response.json()).estimateNumber);
      }
      for (const number of submitted) {
        expect((await fetch(`${quote.url}/api/estimates/${number}`)).status).toBe(200);
      }
      // Intake stays in the load balancer: the broker is reported down, the outbox keeps events.
      const ready = await fetch(`${quote.url}/ready`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).dependencies.events).toBe(false);
      expect(await streamMessages()).toEqual([]);

      await proxy.start();
      const published = await waitFor(
        async () => {
          const numbers = await streamMessages();
          return numbers.length >= submitted.length ? numbers : undefined;
        },
        30_000,
        'the outbox to publish after the outage',
      );
      // Each event exactly once, in the order the quotes were taken.
      expect(published).toEqual(submitted);
    });
  },
);
