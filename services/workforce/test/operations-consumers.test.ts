import { randomBytes } from 'node:crypto';
import { AckPolicy, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { OperationsQueues } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { ADMIN, callAs } from './support/staff.ts';

/**
 * The event side of the operations dashboard, distributed (issue 26): each JetStream durable
 * consumer's figures as the broker counts them. A consumer of our own on the service's stream
 * is put in known states (events not delivered, one delivered and not acknowledged, one delivered
 * again) and the dashboard must show exactly those numbers.
 */
const infra = inject('infra');
const id = randomBytes(5).toString('hex');
const STREAM = `T_DASHBOARD_${id.toUpperCase()}`;
const PREFIX = `t${id}.`;
const PROBE = 'dashboard-probe';

describe.runIf(Boolean(infra.nats))('the operations dashboard on JetStream', () => {
  let svc: ServiceHarness;
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    nc = await connect({ servers: infra.nats as string });
    jsm = await jetstreamManager(nc);
    svc = await startService(workforceService, {
      NATS_URL: infra.nats as string,
      NATS_STREAM: STREAM,
      EVENT_SUBJECT_PREFIX: PREFIX,
    });
    // The service makes its stream (and its own consumers) as it starts.
    await waitFor(() =>
      jsm.streams.info(STREAM).then(
        () => true,
        () => undefined,
      ),
    );
    await jsm.consumers.add(STREAM, {
      durable_name: PROBE,
      ack_policy: AckPolicy.Explicit,
      // Nothing the service itself publishes: only what this test sends.
      filter_subject: `${PREFIX}probe.dashboard.counted`,
      ack_wait: 60_000_000_000,
    });
  });
  afterAll(async () => {
    await svc?.close();
    await jsm?.streams.delete(STREAM).catch(() => {});
    await nc?.close();
  });

  const probeRow = async () => {
    const answer = await callAs(svc, ADMIN, 'GET', '/api/admin/queues');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as OperationsQueues;
    expect(body.events).toBe('nats');
    return { body, probe: body.consumers?.find((consumer) => consumer.name === PROBE) };
  };

  it('shows what each durable consumer has not had, holds unacknowledged and had again', async () => {
    const js = jetstream(nc);
    for (let n = 0; n < 4; n++) {
      await js.publish(`${PREFIX}probe.dashboard.counted`, JSON.stringify({ n }));
    }
    const { body, probe } = await probeRow();
    expect(probe).toEqual({ name: PROBE, pending: 4, ackPending: 0, redelivered: 0 });
    // The service's own consumers are listed beside it, in name order.
    const names = (body.consumers ?? []).map((consumer) => consumer.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // Two delivered: one held without an acknowledgement, one acknowledged.
    const consumer = await js.consumers.get(STREAM, PROBE);
    const held = await consumer.next({ expires: 5000 });
    const done = await consumer.next({ expires: 5000 });
    expect(held && done).toBeTruthy();
    await done?.ackAck();
    expect((await probeRow()).probe).toEqual({
      name: PROBE,
      pending: 2,
      ackPending: 1,
      redelivered: 0,
    });

    // The held one given back: delivered again (fresh ones may come first: acknowledged, as
    // a consumer would), and counted as redelivered while it is out again.
    held?.nak();
    let freshAcked = 0;
    for (;;) {
      const next = await consumer.next({ expires: 5000 });
      if (!next) throw new Error('the given-back event never came again');
      if (next.info.redelivered) break;
      await next.ackAck();
      freshAcked++;
    }
    expect((await probeRow()).probe).toEqual({
      name: PROBE,
      pending: 2 - freshAcked,
      ackPending: 1,
      redelivered: 1,
    });
  });
});
